import { expect, test } from './fixtures';
import { createEventAsAdmin, inDays, removeEventAsAdmin } from './backend';
import { eventRichResultIssues } from '../site/app/events/eventRichResult';

/** The page's structured data blocks of one type. */
const blocksOf = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
    .filter((block) => block['@type'] === type);

test.describe('/imerides as built', () => {
  test.use({ javaScriptEnabled: false });

  test('without JavaScript it lists the published events, with their day, hours, place and seats, and never a draft', async ({ page }) => {
    await page.goto('/imerides');
    const events = page.getByRole('region', { name: 'Επόμενες ημερίδες' });
    const pupils = events.getByRole('article', { name: 'Ημερίδα για μαθητές Λυκείου' });
    await expect(pupils).toContainText('09:00–14:00');
    await expect(pupils).toContainText('Για μαθητές');
    await expect(pupils).toContainText('Απομένουν 80 θέσεις.');
    await expect(pupils.getByRole('link', { name: /Οδός Παραδείγματος 1, Αθήνα/ })).toHaveAttribute('href', /google\.com\/maps/);
    await expect(events.getByRole('article', { name: 'Ημερίδα για γονείς' })).toContainText('Διαδικτυακά');
    await expect(events).not.toContainText('πρόχειρο');
    // On a phone the cards fit the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // An online event's meeting link goes to those who register, never on the page.
    expect(await page.content()).not.toContain('meet.example.gr');
  });

  test('every published event carries Event structured data that passes Google’s rich result requirements', async ({ request }) => {
    const html = await (await request.get('/imerides')).text();
    const events = blocksOf(html, 'Event');
    expect(events.map((event) => event.name)).toEqual(expect.arrayContaining(['Ημερίδα για μαθητές Λυκείου', 'Ημερίδα για γονείς']));
    for (const event of events) expect(eventRichResultIssues(event), String(event.name)).toEqual([]);
  });
});

test('an event published after the build shows on /imerides without a rebuild, and loads React only then', async ({ page }) => {
  const title = `Ημερίδα e2e ${crypto.randomUUID().slice(0, 6)}`;
  const id = await createEventAsAdmin({
    title,
    audience: 'schools',
    description: 'Για εκπαιδευτικούς.',
    starts_at: inDays(20, 8),
    ends_at: inDays(20, 11),
    address: 'Οδός Παραδείγματος 3',
    city: 'Πάτρα',
    seats: 4,
  });
  try {
    await page.goto('/imerides');
    const card = page.getByRole('region', { name: 'Επόμενες ημερίδες' }).getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Τελευταίες θέσεις');
    await expect(card).toContainText('Για σχολεία');
    await expect(page.locator('[data-island="eventsListing"][data-hydrated]')).toBeAttached();
  } finally {
    await removeEventAsAdmin(id);
  }
});

test.describe('a visit that touches nothing', () => {
  // The registration form, like every form, starts only when the visitor turns to it (the fixture's goto would start it).
  test.use({ waitForHydration: false });

  test('/imerides as built loads no React while the backend has the build’s events', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The backend answers with the build's own events: other specs publish events meanwhile, which would (rightly)
    // hydrate the list at once.
    let built = (_events: unknown) => {};
    const builtEvents = new Promise((resolve) => (built = resolve));
    await page.route('**/rest/v1/rpc/event_listing', async (route) => route.fulfill({ json: await builtEvents }));
    await page.goto('/imerides');
    const list = page.locator('[data-island="eventsListing"]');
    built((JSON.parse((await list.getAttribute('data-props')) ?? '{}') as { storedEvents: { events: unknown } }).storedEvents.events);
    await expect(page.locator('[data-island="eventsCheck"]')).toHaveAttribute('data-enhanced', 'true');
    await page.waitForLoadState('networkidle');
    await expect(list).not.toHaveAttribute('data-hydrated');
    expect(scripts.filter((path) => /\/assets\/react-[\w-]+\.js$/.test(path))).toEqual([]);
  });
});
