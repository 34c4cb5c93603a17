import type { Page } from '@playwright/test';
import { articleImageMessages } from '../packages/data/src/articles';
import { adminToken, e2eBackend } from './backend';
import { expect, expectOnlyErrors, test } from './fixtures';

async function openArticleForm(page: Page) {
  await page.goto('/admin/articles');
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page.getByRole('heading', { name: 'Νέο Άρθρο' })).toBeVisible();
}

const articlesTitled = async (title: string) => {
  const answer = await fetch(`${e2eBackend.url}/rest/v1/articles?select=id&title=eq.${encodeURIComponent(title)}`, {
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}` },
  });
  return (await answer.json()) as unknown[];
};

const jpeg = (bytes: number) => ({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(bytes) });

test.describe('an article’s picture', () => {
  test('a 3 MB photo is refused the moment it is chosen, in Greek; creating then writes nothing and keeps every field', async ({
    page,
  }) => {
    await openArticleForm(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/(storage|rest)\/v1\//.test(request.url())) writes.push(`${request.method()} ${request.url()}`);
    });
    const typed = {
      Τίτλος: `Με εικόνα 3 MB ${crypto.randomUUID().slice(0, 8)}`,
      Περίληψη: 'Μια περίληψη που δεν πρέπει να χαθεί.',
      'Περιεχόμενο (Markdown)': '## Βήμα 1\n\nΚείμενο που δεν πρέπει να χαθεί.',
    };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    const slug = await page.getByLabel('Slug').inputValue();
    const field = page.getByLabel('Εικόνα (thumbnail)');
    await field.setInputFiles(jpeg(3 * 1024 * 1024));
    await expect(page.getByText(articleImageMessages.tooLarge)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(new RegExp(articleImageMessages.tooLarge.slice(0, 30)));
    await expect(field).toHaveValue('');

    await page.getByRole('button', { name: 'Δημιουργία άρθρου' }).click();
    await expect(field).toBeFocused();
    await expect(page.getByText('Το άρθρο δημιουργήθηκε.')).toHaveCount(0);
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await expect(page.getByText('Γράψτε τίτλο.')).toHaveCount(0);
    expect(writes).toEqual([]);
    expect(await articlesTitled(typed.Τίτλος)).toEqual([]);
  });

  test('a 26 MB one sent all the same is answered in Greek, with no CORS error, and no article is created', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await openArticleForm(page);
    const title = `Με βαριά εικόνα ${crypto.randomUUID().slice(0, 8)}`;
    // What an older page, or a bypassed check, would send: the upload's body swapped for 26 MB on its way out.
    await page.route('**/storage/v1/object/article-images/**', (route) =>
      route.request().method() === 'POST' ? route.continue({ postData: Buffer.alloc(26 * 1024 * 1024) }) : route.continue(),
    );
    const answered = page.waitForResponse((response) => response.url().includes('/storage/v1/object/article-images/'));
    await page.getByLabel('Τίτλος').fill(title);
    await page.getByLabel('Εικόνα (thumbnail)').setInputFiles(jpeg(1000));
    await page.getByRole('button', { name: 'Δημιουργία άρθρου' }).click();
    const answer = await answered;
    expect(answer.status()).toBe(413);
    expect(answer.headers()['access-control-allow-origin']).toBe(new URL(page.url()).origin);
    await expect(page.getByText(articleImageMessages.tooLarge)).toBeVisible();
    // Everything typed stays for another picture; nothing was stored.
    await expect(page.getByLabel('Τίτλος')).toHaveValue(title);
    expect(await articlesTitled(title)).toEqual([]);
    // The browser's own line for the refused upload, and no CORS error among them.
    expectOnlyErrors(consoleErrors, /status of 413/);
  });
});
