import { expect, test } from './fixtures';
import { adminToken, e2eBackend, removeEventAsAdmin } from './backend';
import { buildSite, nextBuildHookCall, serveBuild } from './staticHost';

/** The event's id, read back as the admin by its title. */
async function eventId(title: string): Promise<string> {
  const response = await fetch(`${e2eBackend.url}/rest/v1/events?select=id&title=eq.${encodeURIComponent(title)}`, {
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}` },
  });
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

// This spec runs after every other (playwright.config.ts, project "last"): it builds the site again.
test('an admin creates an event with 10 seats by keyboard and publishes it; /imerides shows it before the rebuild, prerendered after', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Ημερίδα e2e ${Math.floor(Math.random() * 1e6)}`;
  const day = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  // The list's first read leaves before the save and is answered after it, the order a slow first load gives: the
  // list must still show the saved event (a reload that reused that read did not).
  let saved = () => {};
  const eventSaved = new Promise<void>((resolve) => (saved = resolve));
  page.on('requestfinished', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/rest/v1/events') saved();
  });
  let firstRead = true;
  await page.route(/\/rest\/v1\/events\?select=\*&ends_at=gte/, async (route) => {
    if (!firstRead) return route.continue();
    firstRead = false;
    const answer = await route.fetch();
    await eventSaved;
    await route.fulfill({ response: answer });
  });

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
  let rebuilt: Awaited<ReturnType<typeof serveBuild>> | undefined;
  const hook = nextBuildHookCall();
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

    // The publish asked for a rebuild; the backend called the host's build hook after its quiet time, and the host
    // builds and serves the new pages: the event is in the prerendered HTML, read without JavaScript.
    await hook.called;
    await buildSite();
    rebuilt = await serveBuild();
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const plain = await withoutScripts.newPage();
    await plain.goto(`${rebuilt.origin}/imerides`);
    const prerendered = plain.getByRole('region', { name: 'Επόμενες ημερίδες' }).getByRole('article', { name: title });
    await expect(prerendered).toContainText('09:00–14:00');
    await expect(prerendered).toContainText('Απομένουν 10 θέσεις.');
    await expect(prerendered).toContainText('Οδός Παραδείγματος 7, Χανιά');
    const names = await plain
      .locator('script[type="application/ld+json"]')
      .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent ?? '{}') as { '@type'?: string; name?: string }));
    expect(names.filter((block) => block['@type'] === 'Event').map((block) => block.name)).toContain(title);
    await withoutScripts.close();
  } finally {
    rebuilt?.stop();
    await hook.close();
    await removeEventAsAdmin(id);
  }
});
