import { expect, expectOnlyErrors, hydrated, test } from './fixtures';
import { asAdmin, createEventAsAdmin, e2eBackend, inDays, leadsWithEmail, mailsTo, removeEventAsAdmin, uniqueEmail } from './backend';
import { calendarEvent, fillPerson, registerByIntake, registrationForm } from './events';

/**
 * Registering for an event on /imerides (issue 54): through the one intake, with JavaScript and without, seats counted
 * by the database, and the confirmation that carries the event as a calendar file.
 */
const form = registrationForm;

/** The registration stored for this e-mail's lead, read as the admin. */
async function registrationOf(email: string) {
  const [lead] = await leadsWithEmail(email, 'id,lead_source');
  const response = await fetch(
    `${e2eBackend.url}/rest/v1/event_registrations?select=event_id,people,pupil_class,state&lead_id=eq.${lead!.id}`,
    {
      headers: await asAdmin(),
    },
  );
  return { lead, registrations: (await response.json()) as Record<string, unknown>[] };
}

test('a visitor registers two people for an event published after the build; the e-mail brings it as a calendar file and the seats go down', async ({
  page,
}) => {
  const title = `Ημερίδα εγγραφής ${crypto.randomUUID().slice(0, 6)}`;
  const startsAt = inDays(15, 16);
  const id = await createEventAsAdmin({
    title,
    audience: 'parents',
    description: 'Για γονείς μαθητών Λυκείου.',
    starts_at: startsAt,
    ends_at: inDays(15, 18),
    online_url: 'https://meet.example.gr/imerida-e2e',
    seats: 10,
  });
  const email = uniqueEmail('imerida');
  try {
    await page.goto('/imerides');
    await hydrated(page);
    // The card's link leads to the form and chooses its event there: the form lists the new event as the cards do.
    await page.getByRole('link', { name: `Δήλωση συμμετοχής: ${title}` }).click();
    await expect(form(page).getByLabel('Ημερίδα')).toBeInViewport();
    await expect(form(page).getByLabel('Ημερίδα')).toHaveValue(id);
    await fillPerson(page, email);
    await form(page).getByLabel('Πόσα άτομα θα έρθετε').fill('2');
    await form(page).getByRole('button', { name: 'Δήλωση συμμετοχής' }).click();
    await expect(page).toHaveURL(/\/imerides\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Ελένη!');
    await expect(page.getByText(/^Η δήλωσή σας για την ημερίδα καταχωρίστηκε/)).toBeVisible();

    const { lead, registrations } = await registrationOf(email);
    expect(lead).toMatchObject({ lead_source: 'imerides_registration_form' });
    expect(registrations).toEqual([{ event_id: id, people: 2, pupil_class: null, state: 'confirmed' }]);

    await expect.poll(() => mailsTo(email)).toHaveLength(1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe(`Η θέση σας επιβεβαιώθηκε: ${title}`);
    expect(mail!.text).toContain('Τόπος: Διαδικτυακά: https://meet.example.gr/imerida-e2e');
    const event = calendarEvent(mail!.calendar!);
    expect(event.summary).toBe(title);
    expect(event.startDate.zone?.tzid).toBe('Europe/Athens');
    expect(event.startDate.toJSDate().toISOString()).toBe(startsAt);
    expect(event.uid).toMatch(/^registration-[0-9a-f-]{36}@127\.0\.0\.1(:\d+)?$/);

    await page.goto('/imerides');
    await expect(page.getByRole('article', { name: title })).toContainText('Απομένουν 8 θέσεις.');
  } finally {
    await removeEventAsAdmin(id);
  }
});

/** The cancel link of the one e-mail to this address that has one. */
const cancelLinkOf = (email: string) =>
  /https?:\/\/\S+\/imerides\/akyrosi#t=\S+/.exec(
    mailsTo(email)
      .map((mail) => mail.text)
      .join('\n'),
  )?.[0];

test.describe('the cancel page', () => {
  // A plain form, the same with JavaScript or without: no island to wait for.
  test.use({ waitForHydration: false });

  test('the cancel link frees the seat once and the first on the waiting list is told; a second use is refused', async ({
    page,
    consoleErrors,
  }) => {
    const title = `Ημερίδα μίας θέσης ${crypto.randomUUID().slice(0, 6)}`;
    const id = await createEventAsAdmin({
      title,
      audience: 'everyone',
      starts_at: inDays(12, 9),
      ends_at: inDays(12, 10),
      address: 'Οδός Παραδείγματος 9',
      city: 'Βόλος',
      seats: 1,
    });
    const seated = uniqueEmail('imerida-seat');
    const waiting = uniqueEmail('imerida-wait');
    try {
      await registerByIntake(id, seated, '6955500001');
      await registerByIntake(id, waiting, '6955500002');
      await expect.poll(() => mailsTo(waiting).map((mail) => mail.subject)).toEqual([`Λίστα αναμονής: ${title}`]);
      await expect.poll(() => cancelLinkOf(seated)).toBeTruthy();
      const link = cancelLinkOf(seated)!;

      // The link opens the site's page; its code fills in before the first paint and leaves the address bar.
      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await expect(page.getByLabel(/^Κωδικός ακύρωσης/)).toHaveValue(decodeURIComponent(link.split('#t=')[1]!));
      await expect(page).toHaveURL(/\/imerides\/akyrosi$/);
      await page.getByRole('button', { name: 'Ακύρωση συμμετοχής' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Η συμμετοχή σας ακυρώθηκε');
      expect((await registrationOf(seated)).registrations).toEqual([expect.objectContaining({ state: 'cancelled' })]);
      expect((await registrationOf(waiting)).registrations).toEqual([expect.objectContaining({ state: 'confirmed' })]);
      await expect
        .poll(() =>
          mailsTo(waiting)
            .map((mail) => mail.subject)
            .sort(),
        )
        .toEqual([`Λίστα αναμονής: ${title}`, `Ελευθερώθηκε θέση: ${title}`].sort());
      const seat = mailsTo(waiting).find((mail) => mail.subject.startsWith('Ελευθερώθηκε'))!;
      expect(calendarEvent(seat.calendar!).summary).toBe(title);

      // The same link again: nothing more is freed.
      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await page.getByRole('button', { name: 'Ακύρωση συμμετοχής' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Η συμμετοχή έχει ήδη ακυρωθεί');
      expectOnlyErrors(consoleErrors, /status of 409/);
      expect((await registrationOf(waiting)).registrations).toEqual([expect.objectContaining({ state: 'confirmed' })]);
    } finally {
      await removeEventAsAdmin(id);
    }
  });

  test('a forged code is refused before the database is asked, in Greek', async ({ page, consoleErrors }) => {
    await page.goto('/imerides/akyrosi');
    await page.getByLabel(/^Κωδικός ακύρωσης/).fill(`${crypto.randomUUID()}.${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Ακύρωση συμμετοχής' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ο σύνδεσμος ακύρωσης δεν ισχύει');
    expectOnlyErrors(consoleErrors, /status of 400/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a pupils’ event asks for the class on the intake’s own Greek page; with it, the registration goes through', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('imerida-nojs');
    const pupilsEvent = '5e1d0000-0000-4000-8000-000000000001';
    await page.goto('/imerides');
    await form(page).getByLabel('Ημερίδα').selectOption(pupilsEvent);
    await fillPerson(page, email);
    await form(page).getByRole('button', { name: 'Δήλωση συμμετοχής' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ελέγξτε τα στοιχεία σας');
    await expect(page.getByText('Τάξη μαθητή (για ημερίδες μαθητών): Επιλέξτε την τάξη του μαθητή')).toBeVisible();
    expect(await leadsWithEmail(email)).toEqual([]);
    expectOnlyErrors(consoleErrors, /status of 422/);

    await page.goBack();
    await form(page).getByLabel('Ημερίδα').selectOption(pupilsEvent);
    await fillPerson(page, email);
    await form(page)
      .getByLabel(/^Τάξη μαθητή/)
      .selectOption({ label: 'Β΄ Λυκείου' });
    await form(page).getByRole('button', { name: 'Δήλωση συμμετοχής' }).click();
    await expect(page).toHaveURL(/\/imerides\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε!');
    const { registrations } = await registrationOf(email);
    expect(registrations).toEqual([{ event_id: pupilsEvent, people: 1, pupil_class: 'lyk2', state: 'confirmed' }]);
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toEqual(['Η θέση σας επιβεβαιώθηκε: Ημερίδα για μαθητές Λυκείου']);
  });

  test('the cancel page delivers without JavaScript: the code the e-mail gives, pasted, frees the seat', async ({ page }) => {
    const id = await createEventAsAdmin({
      title: `Ημερίδα χωρίς JavaScript ${crypto.randomUUID().slice(0, 6)}`,
      audience: 'everyone',
      starts_at: inDays(13, 9),
      ends_at: inDays(13, 10),
      address: 'Οδός Παραδείγματος 11',
      city: 'Καβάλα',
      seats: 5,
    });
    const email = uniqueEmail('imerida-cancel-nojs');
    try {
      await registerByIntake(id, email, '6955500011');
      await expect.poll(() => cancelLinkOf(email)).toBeTruthy();
      const code = decodeURIComponent(cancelLinkOf(email)!.split('#t=')[1]!);
      await page.goto('/imerides/akyrosi');
      await expect(page.getByLabel(/^Κωδικός ακύρωσης/)).toHaveValue('');
      await page.getByLabel(/^Κωδικός ακύρωσης/).fill(code);
      await page.getByRole('button', { name: 'Ακύρωση συμμετοχής' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Η συμμετοχή σας ακυρώθηκε');
      expect((await registrationOf(email)).registrations).toEqual([expect.objectContaining({ state: 'cancelled' })]);
    } finally {
      await removeEventAsAdmin(id);
    }
  });
});
