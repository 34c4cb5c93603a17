import { expect, test } from './fixtures';
import { createEventAsAdmin, e2eBackend, inDays, removeEventAsAdmin } from './backend';

// An event's versions in a real browser (the stories play them on a mocked backend): staff retitle a published event,
// then bring its first words back in one step by keyboard, and visitors read them on /imerides at once (it reads the
// events from the backend; the rebuild the restore asks for is rebuilds.spec.ts's concern).
test('staff retitle a published event and restore its first version by keyboard: /imerides says the old title again, its seats as they were', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const first = `Ημερίδα εκδόσεων ${crypto.randomUUID().slice(0, 6)}`;
  const second = `${first}: νέος τίτλος`;
  const id = await createEventAsAdmin({
    title: first,
    audience: 'parents',
    starts_at: inDays(18, 16),
    ends_at: inDays(18, 18),
    online_url: 'https://meet.example.gr/imerida-versions',
    seats: 12,
  });
  try {
    await page.goto('/admin/events');
    await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
    await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
    await page.getByRole('button', { name: 'Σύνδεση' }).click();

    await page.getByRole('button', { name: `Επεξεργασία: ${first}` }).click();
    await page.getByLabel(/^Τίτλος/).fill(second);
    await page.getByRole('button', { name: 'Αποθήκευση αλλαγών' }).press('Enter');
    await page.getByRole('button', { name: `Επεξεργασία: ${second}` }).click();
    await expect(page.getByRole('heading', { name: 'Εκδόσεις της ημερίδας' })).toBeVisible();
    await expect(page.getByText(`Τίτλος: από «${first}» σε «${second}»`)).toBeVisible();

    const restore = page.getByRole('button', { name: 'Επαναφορά της έκδοσης 1' });
    await restore.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Η ημερίδα λέει ξανά ό,τι η έκδοση 1: αποθηκεύτηκε ως έκδοση 3.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Επεξεργασία: ${first}` })).toBeFocused();

    await page.goto('/imerides');
    const upcoming = page.getByRole('region', { name: 'Επόμενες ημερίδες' });
    await expect(upcoming.getByRole('article', { name: first })).toContainText('Απομένουν 12 θέσεις.', { timeout: 15_000 });
    await expect(upcoming.getByRole('article', { name: second })).toHaveCount(0);
  } finally {
    await removeEventAsAdmin(id);
  }
});
