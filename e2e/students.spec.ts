import type { Page } from '@playwright/test';
import { leadsWithEmail, uniqueEmail } from './backend';
import { expect, test } from './fixtures';

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
  test('a valid submission is stored once as students_cta_form and thanks the visitor by name, with no e-mail left in the address bar', async ({ page }) => {
    const email = uniqueEmail('valid');
    await page.goto('/students');
    await fill(page, email);
    await submit(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ευχαριστούμε, ${person.firstName}!`);
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    expect(await leadsWithEmail(email)).toEqual([{ lead_source: 'students_cta_form', submission_id: expect.any(String), first_name: person.firstName }]);
  });

  test('an empty submit shows the Greek messages, focuses the first field and sends nothing', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => request.url().includes('/rest/v1/leads') && (sent += 1));
    await page.goto('/students');
    await submit(page);
    await expect(page.getByText('Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες')).toBeVisible();
    await expect(page.getByText('Το επώνυμο πρέπει να έχει τουλάχιστον 2 χαρακτήρες')).toBeVisible();
    await expect(page.getByText('Παρακαλώ εισάγετε έγκυρο email')).toBeVisible();
    await expect(page.getByText('Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία')).toBeVisible();
    await expect(form(page).getByLabel('Όνομα')).toBeFocused();
    await expect(form(page).getByLabel('Όνομα')).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByLabel('Όνομα')).toHaveAccessibleDescription('Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες');
    // Fixing a field clears its message at once (re-validation on change).
    await form(page).getByLabel('Όνομα').fill('Μαρία');
    await expect(page.getByText('Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες')).toBeHidden();
    expect(sent).toBe(0);
    await expect(page).toHaveURL(/\/students$/);
  });

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

test.describe('/students without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to lead-intake: stored, thank-you page without a name, no e-mail in any URL', async ({ page }) => {
    const email = uniqueEmail('nojs');
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/students');
    await fill(page, email);
    await submit(page);
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε!');
    expect(await leadsWithEmail(email)).toEqual([{ lead_source: 'students_cta_form', submission_id: expect.any(String), first_name: person.firstName }]);
    for (const url of urls) expect(decodeURIComponent(url)).not.toContain(email);
  });
});

test.describe('/students/thank-you', () => {
  const query = (params: Record<string, string>) => `/students/thank-you?${new URLSearchParams(params)}`;

  test('greets from the query, sends one conversion event with the submission id, clears the query; a reload greets and sends none', async ({ page }) => {
    const events: Record<string, unknown>[] = [];
    page.on('request', (request) => request.url().endsWith('/functions/v1/meta-conversion') && request.method() === 'POST' && events.push(request.postDataJSON()));
    const submissionId = crypto.randomUUID();
    await page.goto(query({ email: 'maria@example.gr', first_name: 'Μαρία', last_name: 'Π', phone: '6912345678', submission_id: submissionId }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Μαρία!');
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ event_name: 'Lead', email: 'maria@example.gr', first_name: 'Μαρία', event_id: submissionId, content_category: 'Lead Generation' });
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ευχαριστούμε, Μαρία!');
    await page.waitForTimeout(500);
    expect(events).toHaveLength(1);
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
