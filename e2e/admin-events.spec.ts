import { expect, test } from './fixtures';
import { adminToken, e2eBackend, removeEventAsAdmin } from './backend';

/** The event's id, read back as the admin by its title. */
async function eventId(title: string): Promise<string> {
  const response = await fetch(`${e2eBackend.url}/rest/v1/events?select=id&title=eq.${encodeURIComponent(title)}`, {
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}` },
  });
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

test('an admin creates an event with 10 seats by keyboard and publishes it; /imerides shows it before any rebuild', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Ημερίδα e2e ${Math.floor(Math.random() * 1e6)}`;
  const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await page.goto('/admin/events');
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ημερίδες' })).toBeVisible();

  await page.getByLabel(/^Τίτλος/).fill(title);
  await page.getByLabel('Απευθύνεται σε').selectOption('schools');
  await page.getByLabel(/^Ημερομηνία/).fill(day);
  await page.getByLabel(/^Διεύθυνση/).fill('Οδός Παραδείγματος 7');
  await page.getByLabel(/^Πόλη/).fill('Χανιά');
  await page.getByLabel(/^Θέσεις/).fill('10');
  await page.getByLabel(/^Θέσεις/).press('Enter');
  await expect(page.getByText(/Η ημερίδα αποθηκεύτηκε ως πρόχειρο/)).toBeVisible();
  const id = await eventId(title);
  try {
    const row = page.getByRole('region', { name: 'Επόμενες' }).getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('0 / 10');
    await expect(row).toContainText('Πρόχειρη');
    const publish = page.getByRole('button', { name: `Δημοσίευση: ${title}` });
    await publish.focus();
    await page.keyboard.press('Enter');
    await expect(row).toContainText('Δημοσιευμένη');

    // The public page, built before this event existed, reads it from the backend.
    await page.goto('/imerides');
    const card = page.getByRole('region', { name: 'Επόμενες ημερίδες' }).getByRole('article', { name: title });
    await expect(card).toContainText('09:00–14:00');
    await expect(card).toContainText('Απομένουν 10 θέσεις.');
    await expect(card).toContainText('Οδός Παραδείγματος 7, Χανιά');
  } finally {
    await removeEventAsAdmin(id);
  }
});
