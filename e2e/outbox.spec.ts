import type { BrowserContext, Page } from '@playwright/test';
import { leadSubmission } from '../packages/data/src/intake';
import { outboxTexts } from '../packages/content/src/outbox';
import { conversionsOf, leadsWithEmail, mailsTo, uniqueEmail } from './backend';
import { expect, expectOnlyErrors, hydrated, test } from './fixtures';

/**
 * A lead the intake cannot be reached for is kept on the device and sent when it can be (decision 030): offline, with
 * the backend unreachable, across tabs and reloads, never twice, never after seven days.
 */
const form = (page: Page) => page.locator('#students-form');

async function fill(page: Page, email: string) {
  await form(page).getByLabel('Όνομα').fill('Αλέξανδρος');
  await form(page).getByLabel('Επώνυμο').fill('Παπαδόπουλος');
  await form(page).getByLabel('Email').fill(email);
  await form(page).getByLabel('Τηλέφωνο').fill('6912345678');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Αποστολή Φόρμας' }).click();

/** What the device keeps, as the page's storage has it. */
const kept = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('lead-outbox') ?? '[]') as { form: string }[]);

/** Every answer lead-intake gave any tab of the context: a send that reached the backend. */
function intakeAnswers(context: BrowserContext) {
  const answers: number[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/functions/v1/lead-intake') && response.request().method() === 'POST') answers.push(response.status());
  });
  return answers;
}

/** Holds this tab's outbox code until `until` settles, as a slow connection would. */
const holdOutboxCode = (page: Page, until: Promise<void>) =>
  page.route('**/outbox.island-*.js', async (route) => {
    await until;
    await route.continue();
  });

/**
 * Sends the students form while the backend refuses every connection to its intake: it lands on its thank-you page.
 * Answers how many sends the thank-you page has tried since (its outbox's, refused too).
 */
async function sendWhileUnreachable(page: Page, context: BrowserContext, email: string) {
  let triedFromThankYou = 0;
  await context.route('**/functions/v1/lead-intake', (route) => {
    if (route.request().frame().url().includes('/thank-you')) triedFromThankYou += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/students');
  await fill(page, email);
  await submit(page);
  await expect(page).toHaveURL(/\/students\/thank-you$/, { timeout: 15_000 });
  return () => triedFromThankYou;
}

const unreachable = /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch|υποβολή της φόρμας απέτυχε/;

test.describe('a lead sent without a connection', () => {
  test.use({ consent: 'granted' });

  test('offline: the form says it is kept; back online it is sent once, with a second tab open, and the thank-you page greets', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const email = uniqueEmail('outbox-offline');
    const answers = intakeAnswers(context);
    const other = await context.newPage();
    await other.goto('/about');
    await hydrated(other);
    // The order that once lost the way to the thank-you page: the other tab sends it while this tab's outbox code is
    // still on its way (held until the intake has answered the other tab), so only the other tab's word moves this one.
    const sentByOther = new Promise<void>((resolve) =>
      other.on('response', (response) => {
        if (response.url().endsWith('/functions/v1/lead-intake') && response.request().method() === 'POST') resolve();
      }),
    );
    await holdOutboxCode(page, sentByOther);
    await page.goto('/students');
    await fill(page, email);
    await hydrated(page);
    await context.setOffline(true);
    await submit(page);
    // Under the button, by code already on the page: offline, a toast's code could not load.
    await expect(form(page).getByRole('status')).toHaveText(`${outboxTexts.kept.title}. ${outboxTexts.kept.description}`, {
      timeout: 15_000,
    });
    expect(await kept(page)).toEqual([expect.objectContaining({ form: 'students' })]);
    expect(await leadsWithEmail(email)).toEqual([]);

    await context.setOffline(false);
    // The other tab's code that sends arrives only now, over the connection that has just come back: on two busy cores, seconds.
    await expect(page).toHaveURL(/\/students\/thank-you$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Αλέξανδρε!');
    await expect(page.getByText(/^Λάβαμε τα στοιχεία σας/)).toBeVisible();
    const rows = await leadsWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(await kept(page)).toEqual([]);
    expect(await kept(other)).toEqual([]);
    // Both tabs heard the connection come back; the other sent it.
    expect(answers).toEqual([200]);
    await other.reload();
    await hydrated(other);
    await page.reload();
    await expect.poll(() => mailsTo(email).length).toBe(1);
    expect(mailsTo(email)[0]!.subject).toBe('Λάβαμε την αίτησή σας: Μαθητές');
    expect(conversionsOf(rows[0]!.submission_id!).length).toBeLessThanOrEqual(1);
    expect(answers).toEqual([200]);
    expectOnlyErrors(consoleErrors, unreachable);
  });

  test('the backend unreachable: the thank-you page says it is on its way; once it answers, a reload sends it and says it arrived, another page sends nothing more', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const email = uniqueEmail('outbox-down');
    const answers = intakeAnswers(context);
    // The backend as if stopped: every connection to its intake refused (the run's other tests share the real one).
    const triedFromThankYou = await sendWhileUnreachable(page, context, email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Αλέξανδρε!');
    await expect(page.getByText(outboxTexts.onItsWay.lead)).toBeVisible();
    await expect(page.getByText(outboxTexts.onItsWay.checkEmail)).toBeVisible();
    await expect(page.getByText(/^Λάβαμε τα στοιχεία σας/)).toHaveCount(0);
    expect(await leadsWithEmail(email)).toEqual([]);

    // The page's outbox has tried once and waits half a minute to try again: the reload is what sends it. (Its first
    // try, late on a busy machine, could go out with the reload: one CI run stored the lead but read no answer.)
    await expect.poll(triedFromThankYou).toBeGreaterThan(0);
    await context.unroute('**/functions/v1/lead-intake');
    await page.reload();
    await expect(page.getByText(/^Λάβαμε τα στοιχεία σας/)).toBeVisible();
    await expect(page.getByText(outboxTexts.onItsWay.lead)).toHaveCount(0);
    await expect.poll(() => leadsWithEmail(email)).toHaveLength(1);
    expect(await kept(page)).toEqual([]);
    await page.goto('/about');
    await hydrated(page);
    await page.goto('/students');
    await hydrated(page);
    expect(answers).toEqual([200]);
    expect(await leadsWithEmail(email)).toHaveLength(1);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    expectOnlyErrors(consoleErrors, unreachable);
  });

  test('a thank-you page saying «on its way» says it arrived when another tab sends it, before its own outbox has started', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const email = uniqueEmail('outbox-elsewhere');
    const answers = intakeAnswers(context);
    // This tab's outbox code never arrives while the test looks: only the other tab's word can turn its lines.
    let releaseOutbox = () => {};
    const outboxReleased = new Promise<void>((resolve) => (releaseOutbox = resolve));
    await holdOutboxCode(page, outboxReleased);
    await sendWhileUnreachable(page, context, email);
    await expect(page.getByText(outboxTexts.onItsWay.lead)).toBeVisible();

    await context.unroute('**/functions/v1/lead-intake');
    const other = await context.newPage();
    await other.goto('/about');
    await expect.poll(() => answers).toEqual([200]);
    await expect(page.getByText(/^Λάβαμε τα στοιχεία σας/)).toBeVisible();
    await expect(page.getByText(/^Ελέγξτε το email σας/)).toBeVisible();
    await expect(page.getByText(outboxTexts.onItsWay.lead)).toHaveCount(0);
    expect(await leadsWithEmail(email)).toHaveLength(1);
    expect(await kept(page)).toEqual([]);
    releaseOutbox();
    expectOnlyErrors(consoleErrors, unreachable);
  });

  test('sent from whatever page is opened next, with a toast; one kept before the clock was set back too; what is seven days old is dropped and never sent', async ({
    page,
    context,
  }) => {
    const fresh = uniqueEmail('outbox-next');
    const stale = uniqueEmail('outbox-stale');
    const future = uniqueEmail('outbox-clock');
    const answers = intakeAnswers(context);
    const entry = (email: string, daysAgo: number) => {
      const submissionId = crypto.randomUUID();
      return {
        submissionId,
        form: 'students',
        body: leadSubmission(
          'students',
          { firstName: 'Νίκος', lastName: 'Κωστόπουλος', email, phone: '6912345678' },
          submissionId,
        ).toString(),
        visitor: { firstName: 'Νίκος' },
        keptAt: new Date(Date.now() - daysAgo * 24 * 3_600_000).toISOString(),
      };
    };
    await page.goto('/about');
    await page.evaluate(
      (entries) => localStorage.setItem('lead-outbox', JSON.stringify(entries)),
      [entry(stale, 7.01), entry(fresh, 6), entry(future, -2)],
    );
    await page.goto('/tests');
    await expect(page.getByText(outboxTexts.sent.title)).toBeVisible();
    await expect.poll(() => leadsWithEmail(fresh)).toHaveLength(1);
    await expect.poll(() => leadsWithEmail(future)).toHaveLength(1);
    expect(await kept(page)).toEqual([]);
    expect(answers).toEqual([200, 200]);
    expect(await leadsWithEmail(stale)).toEqual([]);
  });

  test('the privacy settings show what the device keeps and erase it, unsent', async ({ page, context, consoleErrors }) => {
    const email = uniqueEmail('outbox-erase');
    await context.route('**/functions/v1/lead-intake', (route) => route.abort('connectionrefused'));
    await page.goto('/students');
    await fill(page, email);
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/, { timeout: 15_000 });
    await page.goto('/privacy');
    const settings = page.getByRole('region', { name: outboxTexts.settings.heading });
    await expect(settings).toContainText(outboxTexts.settings.count(1));
    await settings.getByRole('button', { name: outboxTexts.settings.erase }).click();
    await expect(settings.getByRole('status')).toHaveText(outboxTexts.settings.erased);
    await expect(settings.getByRole('status')).toBeFocused();
    expect(await kept(page)).toEqual([]);
    await context.unroute('**/functions/v1/lead-intake');
    await page.goto('/about');
    await hydrated(page);
    expect(await leadsWithEmail(email)).toEqual([]);
    expectOnlyErrors(consoleErrors, unreachable);
  });

  test('two leads kept one after the other in one tab are two entries with their own ids, and both are sent once', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const first = uniqueEmail('outbox-first');
    const second = uniqueEmail('outbox-second');
    const sent: string[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/functions/v1/lead-intake') && request.method() === 'POST')
        sent.push(new URLSearchParams(request.postData() ?? '').get('submission_id') ?? '');
    });
    await sendWhileUnreachable(page, context, first);
    await page.goto('/students');
    await fill(page, second);
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/, { timeout: 15_000 });
    const entries = (await kept(page)) as unknown as { submissionId: string; body: string }[];
    expect(entries.map((entry) => new URLSearchParams(entry.body).get('email'))).toEqual([first, second]);
    expect(new Set(entries.map((entry) => entry.submissionId)).size).toBe(2);
    // Each post carried its own lead's id, never the other's.
    const ids = Object.fromEntries(entries.map((entry) => [new URLSearchParams(entry.body).get('email'), entry.submissionId]));
    expect(sent.every((id) => id === ids[first] || id === ids[second])).toBe(true);
    await context.unroute('**/functions/v1/lead-intake');
    await page.reload();
    await expect.poll(() => leadsWithEmail(first)).toHaveLength(1);
    await expect.poll(() => leadsWithEmail(second)).toHaveLength(1);
    expect((await leadsWithEmail(first))[0]!.submission_id).toBe(ids[first]);
    expect((await leadsWithEmail(second))[0]!.submission_id).toBe(ids[second]);
    expect(await kept(page)).toEqual([]);
    expectOnlyErrors(consoleErrors, unreachable);
  });

  test('a lead typed while a kept one goes out stays as typed; the page does not move, and the new lead is sent on its own', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const keptEmail = uniqueEmail('outbox-kept');
    const typedEmail = uniqueEmail('outbox-typed');
    await page.goto('/students');
    await fill(page, keptEmail);
    await hydrated(page);
    await context.setOffline(true);
    await submit(page);
    await expect(form(page).getByRole('status')).toHaveText(`${outboxTexts.kept.title}. ${outboxTexts.kept.description}`, {
      timeout: 15_000,
    });
    // The visitor starts the next lead on the same page while still offline.
    await form(page).getByLabel('Email').fill(typedEmail);
    await form(page).getByLabel('Όνομα').fill('Ελένη');
    await context.setOffline(false);
    await expect.poll(() => leadsWithEmail(keptEmail)).toHaveLength(1);
    await expect(page.getByText(outboxTexts.sent.title)).toBeVisible();
    // Still here, with what was typed.
    await expect(page).toHaveURL(/\/students$/);
    await expect(form(page).getByLabel('Email')).toHaveValue(typedEmail);
    await expect(form(page).getByLabel('Όνομα')).toHaveValue('Ελένη');
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/, { timeout: 15_000 });
    const rows = await leadsWithEmail(typedEmail);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.first_name).toBe('Ελένη');
    expect(rows[0]!.submission_id).not.toBe((await leadsWithEmail(keptEmail))[0]!.submission_id);
    expect(await leadsWithEmail(keptEmail)).toHaveLength(1);
    expectOnlyErrors(consoleErrors, unreachable);
  });

  test('a kept registration whose event no longer takes any is not dropped: the next page says so, its form has it back to correct', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('outbox-closed');
    const submissionId = crypto.randomUUID();
    // Kept while offline for an event that has since closed (here: one that takes no registration at all).
    // The registration form's fields beside the person's (LeadValues types the person's only).
    const body = leadSubmission(
      'imerides',
      {
        firstName: 'Σοφία',
        lastName: 'Νικολάου',
        email,
        phone: '6955512345',
        event: crypto.randomUUID(),
        people: '2',
        pupilClass: '',
      } as never,
      submissionId,
    ).toString();
    await page.goto('/about');
    await page.evaluate((entry) => localStorage.setItem('lead-outbox', JSON.stringify([entry])), {
      submissionId,
      form: 'imerides',
      body,
      visitor: { firstName: 'Σοφία' },
      keptAt: new Date().toISOString(),
    });
    await page.goto('/tests');
    const told = page.getByText(outboxTexts.refused.title('Ημερίδες'));
    await expect(told).toBeVisible();
    await expect(page.getByText(/Οι δηλώσεις για αυτή την ημερίδα έκλεισαν/)).toBeVisible();
    // Kept, marked, never sent again as it is; said once.
    expect(await kept(page)).toEqual([expect.objectContaining({ submissionId, refused: expect.objectContaining({ told: true }) })]);
    await page.goto('/about');
    await hydrated(page);
    await expect(page.getByText(outboxTexts.refused.title('Ημερίδες'))).toHaveCount(0);
    expect(await leadsWithEmail(email)).toEqual([]);
    // Its form gives it back, with why, to choose another event and send.
    await page.goto('/imerides');
    const registration = page.locator('#imerides-form');
    await expect(registration.getByLabel('Email')).toHaveValue(email);
    await expect(registration.getByLabel('Όνομα')).toHaveValue('Σοφία');
    await expect(registration.getByRole('status')).toContainText('Οι δηλώσεις για αυτή την ημερίδα έκλεισαν');
    // The browser's own line for the intake's refusal (422), once.
    expectOnlyErrors(consoleErrors, /status of 422/);
  });
});
