import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { brand } from '../packages/content/src/brand';
import { callBackPromise } from '../packages/content/src/callBack';
import { thankYouTexts } from '../packages/content/src/thankYou';
import { leadFormKeys, leadForms } from '../packages/data/src/leadForms';
import { conversionsOf, leadsWithEmail, mailsFor, mailsTo, uniqueEmail } from './backend';
import { heldSubmitTimeoutMs } from '../site/app/islands/firstTouch';
import { expect, expectOnlyErrors, test, hydrated } from './fixtures';
import { leadFormCases } from './leadForms';

/** The form's own fields: the footer has an 'Email' link too. */
const form = (page: Page) => page.locator('#students-form');

const person = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', phone: '6912345678' };

async function fill(page: Page, email: string) {
  await form(page).getByLabel('Όνομα').fill(person.firstName);
  await form(page).getByLabel('Επώνυμο').fill(person.lastName);
  await form(page).getByLabel('Email').fill(email);
  await form(page).getByLabel('Τηλέφωνο').fill(person.phone);
}

const submit = (page: Page) => page.getByRole('button', { name: 'Αποστολή Φόρμας' }).click();

/** Every request the page makes that could carry a conversion: none may leave the browser. */
const watchConversions = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => /meta-conversion|graph\.facebook\.com|facebook\.com\/tr/.test(request.url()) && sent.push(request.url()));
  return sent;
};

test('every form of the registry has its e2e case', () => {
  expect(leadFormCases.map((entry) => entry.form).sort()).toEqual([...leadFormKeys].sort());
});

test.describe('/students: the form is an island', () => {
  test.use({ waitForHydration: false });

  test('the page hydrates without the form code; what the visitor types while it loads is kept, then the schema takes over', async ({
    page,
  }) => {
    // Hold the form's island back until the visitor has typed.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/leadForm\.island-[^/]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/students');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The page's script has run, the form's own code not yet: the form is the prerendered one.
    await expect(page.locator('[data-island="leadForm"]')).not.toHaveAttribute('data-hydrated');
    await fill(page, 'island@example.gr');
    release();
    await expect(page.locator('[data-island="leadForm"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(form(page)).toHaveAttribute('novalidate', '');
    await expect(form(page).getByLabel('Email')).toHaveValue('island@example.gr');
    await expect(form(page).getByLabel('Τηλέφωνο')).toHaveValue(person.phone);
    await form(page).getByLabel('Τηλέφωνο').fill('abcdefghij');
    await submit(page);
    await expect(form(page).getByLabel('Τηλέφωνο')).toHaveAccessibleDescription('Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία');
  });
});

test.describe('/students lead form', () => {
  // A visitor who accepted advertising measurement: their lead converts (privacy.spec.ts holds the other answers).
  test.use({ consent: 'granted' });

  test('two failed requests, then recovery: stored once, one conversion from the server, none from the browser', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('retry');
    const fromBrowser = watchConversions(page);
    let attempts = 0;
    await page.route('**/functions/v1/lead-intake', async (route) => {
      attempts += 1;
      if (attempts <= 2)
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"failed","message":"down"}' });
      return route.continue();
    });
    await page.goto('/students');
    await fill(page, email);
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Μαρία!');
    expect(attempts).toBe(3);
    const rows = await leadsWithEmail(email);
    expect(rows).toHaveLength(1);
    await expect.poll(() => conversionsOf(rows[0]!.submission_id!)).toHaveLength(1);
    expect(conversionsOf(rows[0]!.submission_id!)[0]).toContain('conversion dry run');
    expect(fromBrowser).toEqual([]);
    expectOnlyErrors(consoleErrors, /503|υποβολή της φόρμας απέτυχε/);
  });

  test('refused for good (a 4xx): the error toast, the input kept (a reload too), the button enabled; a resend later stores once', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('refused');
    await page.route('**/functions/v1/lead-intake', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"status":"refused","message":"Η φόρμα δεν αναγνωρίζεται."}' }),
    );
    await page.goto('/students');
    await fill(page, email);
    await submit(page);
    const toast = page.getByText('Υπήρξε ένα πρόβλημα με την υποβολή της φόρμας. Παρακαλώ δοκιμάστε ξανά.');
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Σφάλμα', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Αποστολή Φόρμας' })).toBeEnabled();
    await expect(form(page).getByLabel('Email')).toHaveValue(email);
    // Nothing is kept to send later: the intake said no.
    expect(await page.evaluate(() => localStorage.getItem('lead-outbox'))).toBeNull();
    await page.reload();
    await hydrated(page);
    await expect(form(page).getByLabel('Email')).toHaveValue(email);
    await expect(form(page).getByLabel('Τηλέφωνο')).toHaveValue(person.phone);
    await page.unroute('**/functions/v1/lead-intake');
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    expect(await leadsWithEmail(email)).toHaveLength(1);
    expectOnlyErrors(consoleErrors, /400|Failed to load resource|υποβολή της φόρμας απέτυχε/);
  });

  test('a lost answer: the lead was stored, the page retries the same submission, and it is stored and converted once', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('lost-answer');
    let attempts = 0;
    await page.route('**/functions/v1/lead-intake', async (route) => {
      attempts += 1;
      // The first try reaches the intake and is stored, but its answer never comes back.
      if (attempts === 1) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto('/students');
    await fill(page, email);
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    expect(attempts).toBe(2);
    const rows = await leadsWithEmail(email);
    expect(rows).toHaveLength(1);
    await expect.poll(() => conversionsOf(rows[0]!.submission_id!)).toHaveLength(1);
    expectOnlyErrors(consoleErrors, /ERR_CONNECTION_RESET/);
  });

  test('a phone of letters: the Greek message on the field, nothing sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => request.url().includes('/functions/v1/lead-intake') && (sent += 1));
    await page.goto('/students');
    await hydrated(page);
    await fill(page, uniqueEmail('letters'));
    await form(page).getByLabel('Τηλέφωνο').fill('abcdefghij');
    await submit(page);
    const phone = form(page).getByLabel('Τηλέφωνο');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription('Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία');
    expect(sent).toBe(0);
  });

  test('a filled honeypot looks like success and stores nothing', async ({ page }) => {
    const email = uniqueEmail('bot');
    await page.goto('/students');
    await fill(page, email);
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    expect(await leadsWithEmail(email)).toEqual([]);
  });
});

test.describe('/students/thank-you', () => {
  const query = (params: Record<string, string>) => `/students/thank-you?${new URLSearchParams(params)}`;

  test('greets the visitor in the vocative, as a person is addressed in Greek', async ({ page }) => {
    await page.goto(query({ first_name: 'Αλέξανδρος' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Αλέξανδρε!');
    await page.goto(query({ first_name: 'Ελένη' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Ελένη!');
  });

  test('a crafted link only greets: nothing is sent anywhere, and its personal data leaves the address bar', async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(query({ email: 'stranger@example.gr', first_name: 'Νίκος', phone: '6900000000', utm_source: 'newsletter' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Νίκο!');
    await expect(page).toHaveURL(/\/students\/thank-you\?utm_source=newsletter$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Νίκο!');
    // The page loads itself and nothing else: no backend, no conversion.
    expect(requests.filter((url) => new URL(url).origin !== new URL(baseURL ?? '').origin)).toEqual([]);
    expect(conversionsOf('stranger@example.gr')).toEqual([]);
  });
});

for (const form of leadFormCases) {
  const formLocator = (page: Page) => page.locator(`#${form.form}-form`);
  const fillForm = async (page: Page, email: string) => {
    for (const [label, value] of Object.entries(form.choose ?? {})) await formLocator(page).getByLabel(label).selectOption(value);
    for (const [label, value] of Object.entries(form.fill))
      await formLocator(page)
        .getByLabel(label)
        .fill(value || email);
  };
  const submitForm = (page: Page) => formLocator(page).getByRole('button', { name: form.submitLabel }).click();

  test.describe(`${form.page} (${form.form} form)`, () => {
    // One visit, three things a visitor does: an empty submit, the same form filled in, and the thank-you page
    // opened from a link with the specification's query (a page load each costs more than the checks).
    test('an empty submit shows the Greek messages and sends nothing; filled in, it goes through lead-intake once, and the thank-you page greets with nothing in the address, from a link too', async ({
      page,
    }) => {
      const email = uniqueEmail(form.form);
      const fromBrowser = watchConversions(page);
      const intakeCalls: string[] = [];
      page.on(
        'request',
        (request) => request.url().includes('/functions/v1/lead-intake') && intakeCalls.push(request.headers().accept ?? ''),
      );
      await page.goto(form.page);
      await hydrated(page);

      await submitForm(page);
      for (const message of new Set(form.messages))
        await expect(formLocator(page).getByText(message, { exact: true }).first()).toBeVisible();
      const first = formLocator(page).getByLabel(form.firstError.label);
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toHaveAccessibleDescription(form.firstError.message);
      expect(intakeCalls).toEqual([]);

      await fillForm(page, email);
      await submitForm(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.greeting);
      await expect(page).toHaveURL(new RegExp(`${form.thankYou}$`));
      expect(intakeCalls).toEqual(['application/json']);
      const rows = await leadsWithEmail(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ lead_source: form.leadSource, ...form.stored });
      await expect.poll(() => conversionsOf(rows[0]!.submission_id!)).toHaveLength(1);
      // The confirmation the thank-you page promises: one e-mail to the address given, in Greek, naming the request
      // and the 24 hours the page says (a registration: the seat).
      const confirmations = () => mailsTo(email);
      await expect.poll(confirmations).toHaveLength(1);
      expect(confirmations()[0]!.subject).toMatch(form.confirmation.subject);
      expect(confirmations()[0]!.text).toContain(form.confirmation.line);
      // One source of the promise (the form's registry entry): the thank-you page, the visitor's e-mail and the
      // company's say the same, a call within 24 hours or a registration's e-mail with no call; the visitor's comes
      // from the company and is answered at its address, as it asks.
      const callsBack = leadForms[form.form].promise === 'call-back';
      await expect(page.getByText(callsBack ? thankYouTexts.lead : thankYouTexts.registration.lead, { exact: true })).toBeVisible();
      if (!callsBack) expect(await page.locator('main').innerText()).not.toMatch(/24 ώρες|θα σας καλέσουμε|συνεδρίας συμβουλευτικής/);
      expect(confirmations()[0]).toMatchObject({ from: `${brand.name} <${brand.email}>`, replyTo: brand.email });
      expect(confirmations()[0]!.text.includes(callBackPromise)).toBe(callsBack);
      expect(confirmations()[0]!.text).not.toContain('..');
      await expect.poll(() => mailsFor(rows[0]!.submission_id!).filter((mail) => mail.to !== email)).toHaveLength(1);
      const company = mailsFor(rows[0]!.submission_id!).find((mail) => mail.to !== email)!;
      // The local backend sends staff's from its own address (as MAIL_FROM would): never a mail service's test address.
      expect(company.from).not.toContain('resend.dev');
      expect(company.text.includes('Κλήση έως')).toBe(callsBack);

      await page.goto(`${form.thankYou}?${new URLSearchParams(form.thankYouQuery('maria@example.gr'))}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.greeting);
      await expect(page).toHaveURL(new RegExp(`${form.thankYou}$`));
      expect(intakeCalls).toHaveLength(1);
      expect(fromBrowser).toEqual([]);
    });
  });

  test.describe(`${form.page} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts to lead-intake: stored once (a double post too), thank-you page, no e-mail in any URL', async ({ page }) => {
      const email = uniqueEmail(`${form.form}-nojs`);
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      await page.goto(form.page);
      await fillForm(page, email);
      await submitForm(page);
      await expect(page).toHaveURL(new RegExp(`${form.thankYou}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε!');
      // The visitor goes back and sends the same form again: the same submission, stored once.
      await page.goBack();
      await fillForm(page, email);
      await submitForm(page);
      await expect(page).toHaveURL(new RegExp(`${form.thankYou}$`));
      const rows = await leadsWithEmail(email);
      expect(rows).toEqual([expect.objectContaining({ lead_source: form.leadSource })]);
      await expect.poll(() => conversionsOf(rows[0]!.submission_id!)).toHaveLength(1);
      // One confirmation to the visitor however many times the same submission arrives.
      await expect.poll(() => mailsTo(email)).toHaveLength(1);
      for (const url of urls) expect(decodeURIComponent(url)).not.toContain(email);
    });
  });
}

test.describe('a plain post the intake refuses', () => {
  test.use({ waitForHydration: false });

  test('answers with the site’s own page: its name linking home, the Greek reason, the way back to the form', async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    // The page's scripts never start (a stalled connection): the submit is held for them, then the form posts as plain
    // HTML.
    await page.route(/\/assets\/islands-[\w-]+\.js$/, () => undefined);
    await page.goto('/students');
    await fill(page, uniqueEmail('refused'));
    // Past the browser's own checks, as a browser without them would send it: a phone the intake refuses.
    await form(page).evaluate((element) => {
      for (const field of (element as HTMLFormElement).elements) field.removeAttribute('pattern');
    });
    await form(page).getByLabel('Τηλέφωνο').fill('12');
    await form(page)
      .getByLabel('Τηλέφωνο')
      .evaluate((field) => field.removeAttribute('minlength'));
    await submit(page);
    await expect(page).toHaveURL(/\/functions\/v1\/lead-intake$/, { timeout: heldSubmitTimeoutMs + 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ελέγξτε τα στοιχεία σας');
    await expect(page.getByRole('listitem').first()).toContainText('Τηλέφωνο:');
    await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute('href', new URL('/', baseURL).href);
    await expect(page.getByRole('contentinfo')).toContainText('Χρειάζεστε βοήθεια;');
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    // The browser's own line for the page's 422 status.
    expectOnlyErrors(consoleErrors, /status of 422/);
    await page.getByRole('link', { name: 'Επιστροφή στη φόρμα' }).click();
    await expect(page).toHaveURL(/\/students#lead-form$/);
  });
});

test.describe('thank-you pages of their own', () => {
  test('/foreis/thank-you thanks the institution by name', async ({ page }) => {
    await page.goto(
      '/foreis/thank-you?responsibleName=%CE%9A%CF%8E%CF%83%CF%84%CE%B1%CF%82&companyName=%CE%93%CE%B5%CE%BD%CE%B9%CE%BA%CF%8C%20%CE%9B%CF%8D%CE%BA%CE%B5%CE%B9%CE%BF',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Κώστα!');
    await expect(page.getByText('«Γενικό Λύκειο»')).toBeVisible();
  });

  test('/meta/thank-you greets by first name and sends nothing', async ({ page }) => {
    const fromBrowser = watchConversions(page);
    await page.goto('/meta/thank-you?firstName=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Νίκο!');
    await expect(page).toHaveURL(/\/meta\/thank-you$/);
    expect(fromBrowser).toEqual([]);
  });
});
