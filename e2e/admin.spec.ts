import { expect, test, hydrated } from './fixtures';
import { slugifyEl } from '../packages/data/src/slugifyEl';
import { e2eBackend } from './backend';

const admin = e2eBackend.admin;

async function signIn(page: import('@playwright/test').Page, account: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(account.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
}

test.describe('/admin/articles', () => {
  test('the article as its page at phone and desktop width, picture and all, before it is saved; nothing is saved', async ({ page }) => {
    const title = `Άρθρο σε προεπισκόπηση ${Math.floor(Math.random() * 1e6)}`;
    await page.goto('/admin/articles');
    await signIn(page, admin);
    const show = page.getByRole('button', { name: 'Προεπισκόπηση σελίδας' });
    // The form's rules first: no title, no preview.
    await show.click();
    await expect(page.getByLabel('Τίτλος', { exact: true })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Προεπισκόπηση της σελίδας του άρθρου' })).toHaveCount(0);

    await page.getByLabel('Τίτλος', { exact: true }).fill(title);
    await page.getByLabel('Περίληψη').fill('Μια περίληψη για την προεπισκόπηση.');
    await page.getByLabel('Περιεχόμενο (Markdown)').fill('## Πρώτη ενότητα\n\nΚείμενο με **έμφαση**.');
    await page.getByLabel('Εικόνα (thumbnail)').setInputFiles('site/public/apple-touch-icon.png');
    await show.click();
    await expect(page.getByRole('heading', { name: 'Προεπισκόπηση της σελίδας του άρθρου' })).toBeFocused();
    for (const width of ['Κινητό (375 px)', 'Υπολογιστής (1280 px)']) {
      const frame = page.frameLocator(`iframe[title="Προεπισκόπηση: Άρθρο, ${width}"]`);
      await expect(frame.getByText(`Προεπισκόπηση του προχείρου «${title}» στη σελίδα «Άρθρο».`, { exact: false })).toBeVisible();
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(frame.getByRole('heading', { level: 2, name: 'Πρώτη ενότητα' })).toBeVisible();
      await expect(frame.locator('main article strong')).toHaveText('έμφαση');
      await expect(frame.locator('main article img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    }
    const checks = page.getByRole('region', { name: 'Έλεγχος της σελίδας' }).getByRole('status');
    await expect(checks.getByRole('listitem').first()).toHaveText(/^Κινητό \(375 px\): Προσβασιμότητα: κανένα πρόβλημα\./, {
      timeout: 30_000,
    });
    // A change, previewed again: the frames load anew with it. A link written without words is one a screen reader
    // cannot name: the check says so at both widths, in Greek, with the link as written.
    await page.getByLabel('Περίληψη').fill('Άλλη περίληψη.');
    await page.getByLabel('Περιεχόμενο (Markdown)').fill('## Πρώτη ενότητα\n\nΔείτε [](https://www.example.com/odigos).');
    await show.click();
    await expect(page.frameLocator('iframe[title="Προεπισκόπηση: Άρθρο, Κινητό (375 px)"]').getByText('Άλλη περίληψη.')).toBeVisible();
    for (const width of ['Κινητό (375 px)', 'Υπολογιστής (1280 px)'])
      await expect(checks.getByRole('listitem').filter({ hasText: width })).toContainText('Προσβασιμότητα: 1 πρόβλημα. Μέγεθος:', {
        timeout: 30_000,
      });
    await expect(checks.getByText(/^Οι σύνδεσμοι πρέπει να έχουν ευδιάκριτο κείμενο/)).toHaveCount(2);
    await expect(checks.getByText('«<a href="https://www.example.com/odigos"></a>»')).toHaveCount(2);
    // Nothing was saved: the list has no such article, and the form still holds it.
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByLabel('Τίτλος', { exact: true })).toHaveValue(title);
  });

  test('an admin signs in, creates, publishes, features, unpublishes and deletes an article', async ({ page }) => {
    // A whole working session in one test: on a busy two-core machine it has taken 33 s.
    test.setTimeout(90_000);
    const title = `Οδηγός σπουδών και επαγγελμάτων ${Math.floor(Math.random() * 1e6)}`;
    const slug = slugifyEl(title);
    expect(slug).toMatch(/^odigos-spoudon-kai-epangelmaton-\d+$/);

    await page.goto('/admin/articles');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Σύνδεση διαχειριστή' })).toBeVisible();
    await signIn(page, { email: admin.email, password: 'not-the-password' });
    await expect(page.getByRole('alert').filter({ hasText: 'Λάθος email ή κωδικός πρόσβασης.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(admin.email);
    await signIn(page, admin);
    await expect(page.getByRole('heading', { level: 1, name: 'Διαχείριση άρθρων' })).toBeVisible();

    // The session survives a reload.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Διαχείριση άρθρων' })).toBeVisible();

    // Create: the slug follows the Greek title, the preview renders the Markdown, a picture goes along.
    await page.getByLabel('Τίτλος', { exact: true }).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await page.getByLabel('Περίληψη').fill('Ένας οδηγός για τις επιλογές μετά το λύκειο.');
    await page.getByLabel('Περιεχόμενο (Markdown)').fill('## Πρώτο βήμα\n\nΓνώρισε **τον εαυτό σου**.');
    await expect(page.getByRole('region', { name: 'Προεπισκόπηση (όπως στη σελίδα του άρθρου)' }).locator('strong')).toHaveText(
      'τον εαυτό σου',
    );
    await page.getByLabel('Εικόνα (thumbnail)').setInputFiles('site/public/apple-touch-icon.png');
    await page.getByRole('button', { name: 'Δημιουργία άρθρου' }).click();
    await expect(page.getByText('Το άρθρο δημιουργήθηκε.')).toBeVisible();
    await expect(page.getByLabel('Τίτλος', { exact: true })).toHaveValue('');
    const row = page.getByRole('row').filter({ hasText: slug });
    await expect(row).toContainText('Πρόχειρο');

    await row.getByRole('button', { name: `Publish: ${title}` }).click();
    await expect(page.getByText('Δημοσιεύτηκε', { exact: true })).toBeVisible();
    await expect(row).toContainText('Δημοσιευμένο');
    await row.getByRole('button', { name: `Feature: ${title}` }).click();
    await expect(page.getByText('Ενημερώθηκε το featured')).toBeVisible();
    await expect(row.getByRole('button', { name: `Unfeature: ${title}` })).toBeVisible();

    // Published and featured: the public pages show it.
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await page.goto(`/articles/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main article img')).toHaveAttribute(
      'src',
      new RegExp(`/storage/v1/object/public/article-images/${slug}-\\d+\\.png$`),
    );

    // Unpublish: the page is gone.
    await page.goto('/admin/articles');
    await page
      .getByRole('row')
      .filter({ hasText: slug })
      .getByRole('button', { name: `Unpublish: ${title}` })
      .click();
    await expect(page.getByText('Αποσύρθηκε')).toBeVisible();
    await page.goto(`/articles/${slug}`);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

    // Delete, through the dialog: Escape cancels and focus returns; confirming deletes.
    await page.goto('/admin/articles');
    const remove = page
      .getByRole('row')
      .filter({ hasText: slug })
      .getByRole('button', { name: `Διαγραφή: ${title}` });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Διαγραφή άρθρου;' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.press('Enter');
    await dialog.getByRole('button', { name: 'Διαγραφή' }).click();
    await expect(page.getByText('Διαγράφηκε')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: slug })).toHaveCount(0);
  });

  test('signing out ends the session in every tab of the browser, and its token is refused from then on', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/admin/articles');
    await signIn(page, e2eBackend.user);
    const denied = (tab: typeof page) => tab.getByRole('heading', { name: 'Πρόσβαση μόνο για διαχειριστές' });
    const signInForm = (tab: typeof page) => tab.getByRole('heading', { name: 'Σύνδεση διαχειριστή' });
    await expect(denied(page)).toBeVisible();
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
      return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token ?? '';
    });
    const user = () =>
      request.get(`${e2eBackend.url}/auth/v1/user`, { headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token}` } });
    expect((await user()).status()).toBe(200);
    const other = await context.newPage();
    await other.goto('/admin/leads');
    await expect(denied(other)).toBeVisible();

    await page.getByRole('button', { name: 'Αποσύνδεση' }).click();
    await expect(signInForm(page)).toBeVisible();
    await expect(signInForm(other)).toBeVisible();
    expect((await user()).status()).toBe(403);
    const read = await request.get(`${e2eBackend.url}/rest/v1/articles?select=slug&limit=1`, {
      headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token}` },
    });
    expect(read.status()).toBe(401);
  });

  test('a signed-in user without the admin role sees the denied card, and the API refuses their writes', async ({ page, request }) => {
    await page.goto('/admin/articles');
    await signIn(page, e2eBackend.user);
    await expect(page.getByRole('heading', { name: 'Πρόσβαση μόνο για διαχειριστές' })).toBeVisible();
    await expect(page.getByText('Ο ρόλος admin δίνεται στον πίνακα user_roles.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Δημιουργία άρθρου' })).toHaveCount(0);

    // Bypassing the interface: their token still cannot write.
    const token = (await (
      await request.post(`${e2eBackend.url}/auth/v1/token?grant_type=password`, {
        headers: { apikey: e2eBackend.anonKey },
        data: e2eBackend.user,
      })
    ).json()) as { access_token: string };
    const headers = { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' };
    const insert = await request.post(`${e2eBackend.url}/rest/v1/articles`, {
      headers,
      data: { title: 'Εισβολή', slug: 'eisvoli', category: 'education' },
    });
    expect(insert.status()).toBeGreaterThanOrEqual(400);
    const update = await request.patch(`${e2eBackend.url}/rest/v1/articles?slug=eq.pos-dialegoume-spoudes-choris-agchos`, {
      headers: { ...headers, Prefer: 'return=representation' },
      data: { title: 'Άλλαξε' },
    });
    expect(await update.json()).toEqual([]);
    const removal = await request.delete(`${e2eBackend.url}/rest/v1/articles?slug=eq.pos-dialegoume-spoudes-choris-agchos`, {
      headers: { ...headers, Prefer: 'return=representation' },
    });
    expect(await removal.json()).toEqual([]);
    const upload = await request.post(`${e2eBackend.url}/storage/v1/object/article-images/eisvoli.png`, {
      headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'image/png' },
      data: Buffer.from('png'),
    });
    expect(upload.status()).toBeGreaterThanOrEqual(400);
    const still = await request.get(`${e2eBackend.url}/rest/v1/articles?select=title&slug=eq.pos-dialegoume-spoudes-choris-agchos`, {
      headers: { apikey: e2eBackend.anonKey },
    });
    expect(await still.json()).toEqual([{ title: 'Πώς διαλέγουμε σπουδές χωρίς άγχος' }]);
  });
});
