import { e2eBackend, leadsWithEmail, uniqueEmail } from './backend';
import { expect, test } from './fixtures';

const post = (fn: string, body: Record<string, string>) =>
  fetch(`${e2eBackend.url}/functions/v1/${fn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams(body),
  });

test('a person with two leads and a download shows all three in each lead’s detail, and the inbox marks the later lead', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('history');
  const phone = `69${String(Date.now()).slice(-8)}`;
  // Monday /students, Tuesday a sample, Wednesday /seminaria: the e-mail in capitals, the phone written differently.
  expect(
    (
      await post('lead-intake', {
        form: 'students',
        firstName: 'Ελένη',
        lastName: 'Οικονόμου',
        email,
        phone,
        submission_id: crypto.randomUUID(),
      })
    ).status,
  ).toBe(200);
  expect((await post('sample-download', { product: 'career', name: 'Ελένη', lastname: 'Οικονόμου', email })).status).toBe(200);
  const spaced = `+30 ${phone.slice(0, 3)} ${phone.slice(3)}`;
  expect(
    (
      await post('lead-intake', {
        form: 'seminaria',
        firstName: 'Ελένη',
        lastName: 'Οικονόμου',
        email: email.toUpperCase(),
        phone: spaced,
        submission_id: crypto.randomUUID(),
      })
    ).status,
  ).toBe(200);
  const [first] = await leadsWithEmail(email, 'id');
  const [later] = await leadsWithEmail(email.toUpperCase(), 'id');

  await page.goto(`/admin/leads?q=${encodeURIComponent(phone.slice(2))}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  // The later lead's row says the person wrote before; the first's does not.
  const rows = page.getByRole('rowheader', { name: /Ελένη Οικονόμου/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Επαναλαμβανόμενη επαφή');
  await expect(rows.nth(1)).not.toContainText('Επαναλαμβανόμενη επαφή');

  await page.goto(`/admin/leads?lead=${later!.id}`);
  const detail = page.getByRole('dialog', { name: 'Ελένη Οικονόμου' });
  const history = detail.getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Λήψη δείγματος');
  await expect(history.nth(1)).toContainText('Μαθητές');
  // Its link opens the first lead, whose history lists the other two.
  await history.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`lead=${first!.id}`));
  await expect(detail.getByRole('listitem')).toHaveCount(2);
  await expect(detail.getByRole('listitem').nth(0)).toContainText('Σεμινάρια');
  await expect(detail.getByRole('listitem').nth(1)).toContainText('Λήψη δείγματος');
});
