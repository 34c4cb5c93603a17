import { downloadsWithEmail, mailsTo } from './backend';
import { expect, test } from './fixtures';

const fill = async (page: import('@playwright/test').Page, email = `e2e-sample-${crypto.randomUUID().slice(0, 8)}@example.gr`) => {
  const form = page.locator('#sample-download-form');
  await form.getByLabel('Όνομα').fill('Νίκος');
  await form.getByLabel('Επώνυμο').fill('Κ');
  await form.getByLabel('Email').fill(email);
  return form;
};

test.describe('/tests sample download', () => {
  test('opens the PDF in a new tab that no popup blocker stops, with the success toast, and clears the fields; recorded once by sample-download', async ({
    page,
  }) => {
    const email = `e2e-sample-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    const direct: string[] = [];
    page.on('request', (request) => request.url().includes('/rest/v1/') && direct.push(request.url()));
    await page.goto('/tests');
    const form = await fill(page, email);
    await form.getByLabel('Δείγμα').selectOption('personality');
    const popup = page.waitForEvent('popup');
    const pdf = page
      .context()
      .waitForEvent(
        'response',
        (response) => response.url().endsWith('/pdfs/personality-sample.pdf') && response.request().method() === 'GET',
      );
    await form.getByRole('button', { name: 'Λήψη δείγματος' }).click();
    const tab = await popup;
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(tab.url()).toMatch(/personality-sample\.pdf$|about:blank/);
    await expect(page.getByText('Το δείγμα άνοιξε σε νέα καρτέλα.')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('');
    expect(await downloadsWithEmail(email)).toEqual([{ pdf_type: 'personality', ip_address: '' }]);
    expect(direct).toEqual([]);
    // One confirmation to the address given, in Greek, with the sample's link and no call promised.
    await expect.poll(() => mailsTo(email)).toHaveLength(1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Το δείγμα σας: Τεστ προσωπικότητας');
    expect(mail!.text).toMatch(/^Γεια σας, Νίκο!/);
    expect(mail!.text).toContain('/pdfs/personality-sample.pdf');
  });

  test('the button stays disabled until all three fields are filled', async ({ page }) => {
    await page.goto('/tests');
    const button = page.locator('#sample-download-form').getByRole('button', { name: 'Λήψη δείγματος' });
    await expect(button).toBeDisabled();
    await fill(page);
    await expect(button).toBeEnabled();
  });

  test('the alias shows the same page and names /tests as canonical', async ({ page }) => {
    await page.goto('/test-epaggelmatikou-prosanatolismou');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Τεστ επαγγελματικού προσανατολισμού');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tests$/);
    // Its own card is not among the related services.
    await expect(
      page.getByRole('region', { name: 'Σχετικές υπηρεσίες' }).getByRole('link', { name: 'Τεστ Επαγγελματικού Προσανατολισμού' }),
    ).toHaveCount(0);
  });
});

test.describe('/tests before hydration', () => {
  test.use({ waitForHydration: false });

  test('what a visitor types before the page hydrates is kept, and enables the button once it has', async ({ page }) => {
    // A page of islands (decision 028): the form hydrates on the first focus in it. Hold its code back until the
    // visitor has typed.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/sampleDownload\.island-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/tests');
    const island = page.locator('[data-island="sampleDownload"]');
    const form = await fill(page, 'early@example.gr');
    await expect(island).not.toHaveAttribute('data-hydrated');
    release();
    await expect(island).toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByLabel('Email')).toHaveValue('early@example.gr');
    await expect(form.getByLabel('Όνομα')).toHaveValue('Νίκος');
    await expect(form.getByRole('button', { name: 'Λήψη δείγματος' })).toBeEnabled();
  });
});

test.describe('/tests without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to sample-download, which records it and sends the browser to the PDF', async ({ page }) => {
    const email = `e2e-sample-nojs-${crypto.randomUUID().slice(0, 8)}@example.gr`;
    await page.goto('/tests');
    const form = await fill(page, email);
    const pdf = page.waitForResponse((response) => response.url().endsWith('/pdfs/career-sample.pdf'));
    await form.getByRole('button', { name: 'Λήψη δείγματος' }).click();
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(await downloadsWithEmail(email)).toEqual([{ pdf_type: 'career', ip_address: '' }]);
    await expect.poll(() => mailsTo(email).map((mail) => mail.subject)).toEqual(['Το δείγμα σας: Τεστ επαγγελματικού προσανατολισμού']);
  });
});

test('/tests FAQ accordion works by keyboard: Enter opens a question, Enter closes it', async ({ page }) => {
  await page.goto('/tests');
  const question = page.locator('summary', { hasText: 'Είναι δωρεάν;' });
  const answer = page.getByText('Ναι. Όλα τα τεστ είναι δωρεάν');
  await question.focus();
  await expect(answer).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});
