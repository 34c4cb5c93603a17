import type { Page } from '@playwright/test';
import { conversionSources, type ConversionForm } from '../packages/data/src/conversion';
import { leadsWithEmail, uniqueEmail } from './backend';
import { expect, test } from './fixtures';
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

/** Lets the test's own expected failures through the console check. */
const expectOnlyErrors = (errors: string[], pattern: RegExp) => {
  expect(errors.every((line) => pattern.test(line)), errors.join('\n')).toBe(true);
  errors.splice(0);
};

test.describe('/students lead form', () => {
  test('two failed requests, then recovery: stored once', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('retry');
    let attempts = 0;
    await page.route('**/rest/v1/leads', async (route) => {
      attempts += 1;
      if (attempts <= 2) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"PGRST000","message":"down"}' });
      return route.continue();
    });
    await page.goto('/students');
    await fill(page, email);
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    expect(attempts).toBe(3);
    expect(await leadsWithEmail(email)).toHaveLength(1);
    expectOnlyErrors(consoleErrors, /503/);
  });

  test('network down: the error toast, the input kept (a reload too), the button enabled; a resend later stores once', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('offline');
    await page.route('**/rest/v1/leads', (route) => route.abort('internetdisconnected'));
    await page.goto('/students');
    await fill(page, email);
    await submit(page);
    const toast = page.getByText('Υπήρξε ένα πρόβλημα με την υποβολή της φόρμας. Παρακαλώ δοκιμάστε ξανά.');
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Σφάλμα', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Αποστολή Φόρμας' })).toBeEnabled();
    await expect(form(page).getByLabel('Email')).toHaveValue(email);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(form(page).getByLabel('Email')).toHaveValue(email);
    await expect(form(page).getByLabel('Τηλέφωνο')).toHaveValue(person.phone);
    await page.unroute('**/rest/v1/leads');
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    expect(await leadsWithEmail(email)).toHaveLength(1);
    expectOnlyErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource|υποβολή της φόρμας απέτυχε/);
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

  test('sends the submission id as event_id', async ({ page }) => {
    const events: Record<string, unknown>[] = [];
    page.on('request', (request) => request.url().endsWith('/functions/v1/meta-conversion') && request.method() === 'POST' && events.push(request.postDataJSON()));
    const submissionId = crypto.randomUUID();
    await page.goto(query({ email: 'maria@example.gr', first_name: 'Μαρία', submission_id: submissionId }));
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ event_name: 'Lead', event_id: submissionId, content_category: 'Lead Generation' });
  });

  test('without an e-mail it greets and sends no event', async ({ page }) => {
    let events = 0;
    page.on('request', (request) => request.url().includes('/functions/v1/meta-conversion') && (events += 1));
    await page.goto(query({ first_name: 'Νίκος' }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Νίκος!');
    await page.waitForTimeout(500);
    expect(events).toBe(0);
  });
});

for (const form of leadFormCases) {
  const formLocator = (page: Page) => page.locator(`#${form.form}-form`);
  const fillForm = async (page: Page, email: string) => {
    for (const [label, value] of Object.entries(form.fill)) await formLocator(page).getByLabel(label).fill(value || email);
  };
  const submitForm = (page: Page) => formLocator(page).getByRole('button', { name: form.submitLabel }).click();

  test.describe(`${form.page} (${form.form} form)`, () => {
    test('a valid submission is stored once with its lead_source and fields, then the thank-you page greets', async ({ page }) => {
      const email = uniqueEmail(form.form);
      await page.goto(form.page);
      await fillForm(page, email);
      await submitForm(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.greeting);
      await expect(page).toHaveURL(new RegExp(`${form.thankYou}$`));
      const rows = await leadsWithEmail(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ lead_source: form.leadSource, ...form.stored });
    });

    test('an empty submit shows the Greek messages, focuses the first field and sends nothing', async ({ page }) => {
      let sent = 0;
      page.on('request', (request) => request.url().includes('/rest/v1/leads') && (sent += 1));
      await page.goto(form.page);
      await submitForm(page);
      for (const message of new Set(form.messages)) await expect(formLocator(page).getByText(message, { exact: true }).first()).toBeVisible();
      const first = formLocator(page).getByLabel(form.firstError.label);
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toHaveAccessibleDescription(form.firstError.message);
      expect(sent).toBe(0);
    });

    test('the thank-you page from its query sends one conversion event with the form’s labels, none after a reload', async ({ page }) => {
      const events: Record<string, unknown>[] = [];
      page.on('request', (request) => request.url().endsWith('/functions/v1/meta-conversion') && request.method() === 'POST' && events.push(request.postDataJSON()));
      await page.goto(`${form.thankYou}?${new URLSearchParams(form.thankYouQuery('maria@example.gr'))}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.greeting);
      await expect(page).toHaveURL(new RegExp(`${form.thankYou}$`));
      await expect.poll(() => events.length).toBe(1);
      const source = conversionSources[form.form as ConversionForm];
      expect(events[0]).toMatchObject({ content_name: source.contentName, source_url: `http://127.0.0.1:4173${source.path}` });
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForTimeout(300);
      expect(events).toHaveLength(1);
    });
  });

  test.describe(`${form.page} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts to lead-intake: stored with its lead_source, thank-you page, no e-mail in any URL', async ({ page }) => {
      const email = uniqueEmail(`${form.form}-nojs`);
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      await page.goto(form.page);
      await fillForm(page, email);
      await submitForm(page);
      await expect(page).toHaveURL(new RegExp(`${form.thankYou}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε!');
      expect(await leadsWithEmail(email)).toEqual([expect.objectContaining({ lead_source: form.leadSource })]);
      for (const url of urls) expect(decodeURIComponent(url)).not.toContain(email);
    });
  });
}

test.describe('thank-you pages of their own', () => {
  test('/foreis/thank-you thanks the institution by name', async ({ page }) => {
    await page.goto('/foreis/thank-you?responsibleName=%CE%9A%CF%8E%CF%83%CF%84%CE%B1%CF%82&companyName=%CE%93%CE%B5%CE%BD%CE%B9%CE%BA%CF%8C%20%CE%9B%CF%8D%CE%BA%CE%B5%CE%B9%CE%BF');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Κώστας!');
    await expect(page.getByText('«Γενικό Λύκειο»')).toBeVisible();
  });

  test('/meta/thank-you greets by first name and sends no event', async ({ page }) => {
    let events = 0;
    page.on('request', (request) => request.url().includes('/functions/v1/meta-conversion') && (events += 1));
    await page.goto('/meta/thank-you?firstName=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Νίκος!');
    await expect(page).toHaveURL(/\/meta\/thank-you$/);
    await page.waitForTimeout(300);
    expect(events).toBe(0);
  });
});
