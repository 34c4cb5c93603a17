import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  createArticleAsAdmin,
  deleteArticleAsAdmin,
  downloadsWithEmail,
  e2eBackend,
  leadsWithEmail,
  mailsFor,
  tokenOf,
  uniqueEmail,
  uniqueSlug,
} from './backend';
import { expect, test, hydrated } from './fixtures';

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(account.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
}

const search = 'Αναζήτηση (όνομα, email, τηλέφωνο)';

test.describe('the back office', () => {
  test('a lead from /students: e-mailed to the company, new in the inbox, worked, found, exported, its sample download listed, erased', async ({
    page,
  }) => {
    // A whole working session: on a busy two-core machine such sessions have taken over 30 s.
    test.setTimeout(120_000);
    const email = uniqueEmail('inbox');
    const name = 'Ελένη Οικονόμου';

    // The visitor's side: the form, and a sample download under the same address.
    await page.goto('/students');
    const form = page.locator('#students-form');
    await form.getByLabel('Όνομα').fill('Ελένη');
    await form.getByLabel('Επώνυμο').fill('Οικονόμου');
    await form.getByLabel('Email').fill(email);
    // A phone written with +: a spreadsheet would read a cell starting with + as a formula.
    await form.getByLabel('Τηλέφωνο').fill('+30 691 234 5678');
    await page.getByRole('button', { name: 'Αποστολή Φόρμας' }).click();
    await expect(page).toHaveURL(/\/students\/thank-you$/);
    const sample = await fetch(`${e2eBackend.url}/functions/v1/sample-download`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ product: 'personality', name: 'Ελένη', lastname: 'Οικονόμου', email }).toString(),
    });
    expect(sample.status).toBe(200);
    expect(await downloadsWithEmail(email)).toHaveLength(1);

    // The company's e-mail, captured by the local backend: the lead's details and the way to it; and the visitor's
    // confirmation, once.
    const [lead] = await leadsWithEmail(email);
    const submissionId = lead!.submission_id!;
    await expect.poll(() => mailsFor(submissionId)).toHaveLength(2);
    const mail = mailsFor(submissionId).find((message) => message.to !== email);
    expect(mailsFor(submissionId).filter((message) => message.to === email)).toEqual([
      expect.objectContaining({ subject: 'Λάβαμε την αίτησή σας: Μαθητές' }),
    ]);
    expect(mail!.subject).toBe(`Νέα αίτηση (Μαθητές): ${name}`);
    expect(mail!.text).toContain(`Email: ${email}`);
    const link = /Στις αιτήσεις: (\S+)/.exec(mail!.text)![1]!;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin\/leads\?lead=[0-9a-f-]{36}$/);

    // The link opens the lead in the inbox, once signed in.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await signIn(page, e2eBackend.admin);
    const detail = page.getByRole('dialog', { name });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(email);
    await detail.getByRole('button', { name: 'Κλείσιμο' }).click();

    // Found by its e-mail (typed in capitals): the search narrows the list and stays in the address.
    await page.getByLabel(search).fill(email.toUpperCase());
    await page.getByLabel(search).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(email.toUpperCase());
    await expect(page.getByRole('table', { name: 'Βρέθηκαν: 1' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Νέο');
    await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(row.getByRole('link', { name: '+30 691 234 5678' })).toHaveAttribute('href', 'tel:+306912345678');

    // Worked: the status moves by keyboard, with a toast, and survives a reload.
    await row.getByRole('button', { name: `Σήμανση «Σε επικοινωνία»: ${name}` }).press('Enter');
    await expect(page.getByText('Η αίτηση είναι τώρα «Σε επικοινωνία».')).toBeVisible();
    await page.reload();
    // Hydration is deliberately late and the session is checked after it: wait for both, not a fixed 5 s.
    await hydrated(page);
    await expect(page.getByRole('table', { name: 'Βρέθηκαν: 1' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel(search)).toHaveValue(email.toUpperCase());
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Σε επικοινωνία');

    // Exported: the view as CSV, with a BOM, Greek intact and no live formula.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Εξαγωγή CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^aitiseis-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF"Ημερομηνία","Φόρμα","Κωδικός φόρμας","Όνομα"')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    // Athens time with its offset, as the screen shows it; the form's code beside its name.
    expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[23]:00","Μαθητές","students_cta_form"/);
    expect(lines[1]).toContain(`"Ελένη","Οικονόμου","${email}","'+30 691 234 5678"`);
    expect(lines[1]).toContain('"Σε επικοινωνία","contacted"');

    // The sample download, in its own view.
    await page.getByRole('link', { name: 'Λήψεις δειγμάτων' }).click();
    await expect(page).toHaveURL(/view=downloads/);
    await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

    // Erased, after the confirmation: gone from the database.
    await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: `Λεπτομέρειες: ${name}` }).click();
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Διαγραφή αίτησης' }).click();
    await page.getByRole('alertdialog', { name: 'Διαγραφή αίτησης;' }).getByRole('button', { name: 'Διαγραφή' }).click();
    await expect(page.getByText('Η αίτηση διαγράφηκε οριστικά.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Βρέθηκαν: 0' })).toBeVisible();
    expect(await leadsWithEmail(email)).toEqual([]);
  });

  test('an edited article keeps its new title, on the admin page and the published page, and the same date on both', async ({ page }) => {
    test.setTimeout(90_000);
    const slug = uniqueSlug('edit');
    const title = `Άρθρο προς διόρθωση ${slug.slice(-8)}`;
    // Its publication dated three days before it was stored (as an imported article is): the admin's list once showed
    // when the row was stored, the page when it was published.
    const published = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await createArticleAsAdmin({ title, slug, status: 'published', excerpt: 'Με ένα τυπογραφικό λάθος.', published_at: published });
    try {
      await page.goto('/admin/articles');
      await signIn(page, e2eBackend.admin);
      const edit = page.getByRole('button', { name: `Επεξεργασία: ${title}` });
      await edit.click();
      await expect(page.getByRole('heading', { name: `Επεξεργασία: ${title}` })).toBeFocused();
      const fixed = `${title} (διορθωμένο)`;
      await page.getByLabel('Τίτλος', { exact: true }).fill(fixed);
      await expect(page.getByLabel('Slug')).toHaveValue(slug);
      await page.getByRole('button', { name: 'Αποθήκευση αλλαγών' }).click();
      await expect(page.getByText('Το άρθρο ενημερώθηκε.')).toBeVisible();
      await expect(page.getByRole('button', { name: `Επεξεργασία: ${fixed}` })).toBeFocused();
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('row').filter({ hasText: slug })).toContainText(fixed, { timeout: 15_000 });
      const listed = await page.getByRole('row').filter({ hasText: slug }).locator('time').textContent();
      // The published page reads it live: no rebuild needed to see the fix.
      await page.goto(`/articles/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixed);
      await expect(page.getByRole('main').locator('time').first()).toHaveText(listed!);
    } finally {
      await deleteArticleAsAdmin(slug);
    }
  });

  test('anonymous visitors and signed-in non-admins read and change nothing', async ({ page }) => {
    const email = uniqueEmail('guarded');
    const intake = await fetch(`${e2eBackend.url}/functions/v1/lead-intake`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ form: 'students', firstName: 'Νίκος', lastName: 'Δήμου', email, phone: '6912345678' }).toString(),
    });
    expect(intake.status).toBe(200);
    const [lead] = await leadsWithEmail(email);
    expect(lead).toBeDefined();

    await page.goto('/admin/leads');
    await signIn(page, e2eBackend.user);
    await expect(page.getByRole('heading', { name: 'Πρόσβαση μόνο για διαχειριστές' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    const user = await tokenOf(e2eBackend.user);
    for (const [who, bearer, refused] of [
      ['anon', e2eBackend.anonKey, 401],
      ['user', user, 403],
    ] as const) {
      const headers = {
        apikey: e2eBackend.anonKey,
        Authorization: `Bearer ${bearer}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      };
      const inbox = await fetch(`${e2eBackend.url}/rest/v1/rpc/inbox_leads`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ search: email }),
      });
      expect(inbox.status, `${who} reads the inbox`).toBe(refused);
      const read = await fetch(`${e2eBackend.url}/rest/v1/leads?select=email&email=eq.${encodeURIComponent(email)}`, { headers });
      expect(read.ok ? await read.json() : read.status, `${who} reads leads`).toEqual(who === 'anon' ? 401 : []);
      const status = await fetch(`${e2eBackend.url}/rest/v1/leads?email=eq.${encodeURIComponent(email)}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ status: 'done', note: 'x' }),
      });
      expect(status.ok ? await status.json() : status.status, `${who} changes a status`).toEqual(who === 'anon' ? 401 : []);
      const erase = await fetch(`${e2eBackend.url}/rest/v1/leads?email=eq.${encodeURIComponent(email)}`, { method: 'DELETE', headers });
      expect(erase.ok ? await erase.json() : erase.status, `${who} erases`).toEqual(who === 'anon' ? 401 : []);
      const rebuild = await fetch(`${e2eBackend.url}/functions/v1/site-rebuild`, { method: 'POST', headers });
      expect(rebuild.status, `${who} asks for a rebuild`).toBe(refused);
    }
    const [after] = await leadsWithEmail(email);
    expect(after).toMatchObject({ first_name: 'Νίκος' });
    const token = await tokenOf(e2eBackend.admin);
    const stored = await fetch(`${e2eBackend.url}/rest/v1/leads?select=status,note&email=eq.${encodeURIComponent(email)}`, {
      headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(await stored.json()).toEqual([{ status: 'new', note: null }]);
  });
});
