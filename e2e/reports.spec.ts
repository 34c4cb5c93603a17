import AxeBuilder from '@axe-core/playwright';
import { e2eBackend } from './backend';
import { expect, test } from './fixtures';

const post = (body: Record<string, string>) =>
  fetch(`${e2eBackend.url}/functions/v1/lead-intake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(body),
  });

test('/admin/reports shows every chart and table from the database, for the period in its address, with no axe violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Two leads from a campaign of this run's own, so the sources table has a row only they make.
  const source = `e2e${crypto.randomUUID().slice(0, 8)}`;
  for (const [index, form] of ['students', 'seminaria'].entries()) {
    const phone = `69${String(Date.now() + index).slice(-8)}`;
    const answer = await post({
      form,
      firstName: 'Ελένη',
      lastName: 'Οικονόμου',
      email: `${source}-${index}@example.gr`,
      phone,
      submission_id: crypto.randomUUID(),
      attribution: '1',
      landing_page: '/',
      utm_source: source,
      utm_campaign: 'reports',
    });
    expect(answer.status).toBe(200);
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(new Date());
  await page.goto(`/admin/reports?from=${today}&to=${today}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Αναφορές' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Αιτήσεις ανά εβδομάδα και φόρμα/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Λήψεις δειγμάτων ανά εβδομάδα/ })).toBeVisible();
  const sources = page.getByRole('table', { name: /Αιτήσεις ανά πηγή/ });
  await expect(sources.getByRole('row', { name: new RegExp(source) })).toContainText('2');
  await expect(
    page.getByRole('table', { name: 'Αιτήσεις ανά καμπάνια' }).getByRole('row', { name: new RegExp(`reports ${source}`) }),
  ).toContainText('2');
  await expect(page.getByText('Χρόνος έως την πρώτη κλήση')).toBeVisible();
  await expect(page.getByLabel('Από')).toHaveValue(today);
  await expect(page.getByRole('navigation', { name: 'Διαχείριση' }).getByRole('link', { name: 'Αναφορές' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations).toEqual(
    [],
  );
});
