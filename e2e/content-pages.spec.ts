import { expect, test } from './fixtures';

test.describe('/about', () => {
  test('team bios open and close by keyboard (Enter, Space), one at a time as the visitor chooses', async ({ page }) => {
    await page.goto('/about');
    const summaries = page.locator('summary');
    await expect(summaries).toHaveCount(4);
    const first = page.locator('details').first();
    await summaries.first().focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open', '');
  });
});

test.describe('/entos-ylis', () => {
  test('nine episodes newest first with Greek dates, four platforms in new tabs, PodcastSeries data', async ({ page }) => {
    await page.goto('/entos-ylis');
    const episodes = page
      .getByRole('heading', { name: 'Όλα τα επεισόδια', level: 2 })
      .locator('xpath=ancestor::section[1]')
      .locator('ol > li');
    await expect(episodes).toHaveCount(9);
    await expect(episodes.first()).toContainText('Επεισόδιο 9');
    await expect(episodes.last()).toContainText('Επεισόδιο 1');
    await expect(episodes.first().locator('time')).toHaveText('14 Νοεμβρίου 2025');
    for (const name of ['Spotify', 'Apple Podcasts', 'YouTube', 'Amazon Music']) {
      await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toHaveAttribute('target', '_blank');
    }
    const blocks = await Promise.all(
      (await page.locator('script[type="application/ld+json"]').all()).map(async (script) =>
        JSON.parse((await script.textContent()) ?? '{}'),
      ),
    );
    const series = blocks.find((block) => block['@type'] === 'PodcastSeries');
    expect(series.hasPart).toHaveLength(9);
    expect(series.hasPart[0]).toMatchObject({ '@type': 'PodcastEpisode', episodeNumber: 9 });
  });
});

test.describe('/imerides', () => {
  test('six video facades (nothing from the video host loads until asked), two events and the call with contact details', async ({
    page,
  }) => {
    const videoHost: string[] = [];
    page.on('request', (request) => /youtube|placeholder\.html/.test(request.url()) && videoHost.push(request.url()));
    await page.goto('/imerides');
    await expect(page.getByRole('link', { name: /Αναπαραγωγή βίντεο/ })).toHaveCount(6);
    // The seeded events staff published (e2e/imerides.spec.ts checks them in full).
    const events = page.getByRole('region', { name: 'Επόμενες ημερίδες' });
    await expect(events.getByRole('article', { name: 'Ημερίδα για μαθητές Λυκείου' })).toContainText('09:00–14:00');
    await expect(events.getByRole('article', { name: 'Ημερίδα για γονείς' })).toContainText('18:00–20:00');
    await expect(page.getByRole('link', { name: /Τηλέφωνο/ }).first()).toBeVisible();
    expect(videoHost).toEqual([]);
    // Each facade is an island of a page that hydrates nothing else (decision 028): a tap as it comes into view plays it.
    await page
      .getByRole('link', { name: /Αναπαραγωγή βίντεο/ })
      .last()
      .click();
    await expect(page.frameLocator('iframe[src="/media/placeholder.html"]').getByRole('heading', { name: 'Δείγμα' })).toBeVisible();
  });
});

test.describe('content pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('read in full: bios open natively, episodes and events are there', async ({ page }) => {
    await page.goto('/about');
    await page.locator('summary').first().click();
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
    await page.goto('/entos-ylis');
    await expect(page.getByText('Επεισόδιο 1', { exact: true })).toBeVisible();
    await page.goto('/imerides');
    await expect(page.getByRole('heading', { name: 'Επόμενες ημερίδες' })).toBeVisible();
  });
});

test.describe("the spec's last facts, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test('the home page lists the ten in its contact section; a service page names the short four in its structured data', async ({
    page,
  }) => {
    await page.goto('/');
    const contact = page.getByRole('region', { name: 'Επικοινωνία' });
    const cities = contact.getByRole('list').filter({ has: page.getByText('Αγρίνιο', { exact: true }) });
    await expect(cities.getByRole('listitem')).toHaveText([
      'Αθήνα',
      'Θεσσαλονίκη',
      'Πάτρα',
      'Ηράκλειο',
      'Λάρισα',
      'Βόλος',
      'Ιωάννινα',
      'Καβάλα',
      'Χανιά',
      'Αγρίνιο',
    ]);
    await page.goto('/students');
    const blocks = await Promise.all(
      (await page.locator('script[type="application/ld+json"]').all()).map(async (script) =>
        JSON.parse((await script.textContent()) ?? '{}'),
      ),
    );
    const service = blocks.find((block) => block['@type'] === 'Service');
    expect(service.areaServed.map((city: { name: string }) => city.name)).toEqual(['Αθήνα', 'Θεσσαλονίκη', 'Πάτρα', 'Λάρισα']);
  });

  test('/students says how a session goes: questionnaire codes on a computer, then in person or online', async ({ page }) => {
    await page.goto('/students');
    const counselling = page.getByRole('region', { name: 'Συμβουλευτική ανά τάξη' });
    await expect(counselling).toContainText('κωδικούς για τα ερωτηματολόγια ενδιαφερόντων και τα συμπληρώνει σε υπολογιστή');
    await expect(counselling).toContainText('δια ζώσης ή online');
  });
});

test.describe('/mixanografika calculator', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a slow phone connection nothing of it loads until the visitor scrolls near it; then the frame (768 px, with its query flag) loads once, with no click', async ({
    page,
  }) => {
    // Chromium's own lazy loading fetches a frame this far down at once on a slow connection.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 100_000,
      connectionType: 'cellular3g',
    });
    const calculator: string[] = [];
    page.on('request', (request) => request.url().includes('embed=1') && calculator.push(request.url()));
    await page.goto('/mixanografika');
    await page.waitForLoadState('networkidle');
    expect(calculator).toEqual([]);
    const frame = page.getByTitle('Υπολογιστής μηχανογραφικού');
    await expect(frame).toHaveAttribute('height', '768');
    await frame.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title="Υπολογιστής μηχανογραφικού"]').getByRole('heading', { name: 'Δείγμα' })).toBeVisible();
    expect(calculator).toHaveLength(1);
    expect(new URL(calculator[0]!).searchParams.get('embed')).toBe('1');
    await expect(page.getByRole('heading', { name: 'Υπολογιστής μηχανογραφικού' }).locator('xpath=..')).toContainText('ελάχιστη βάση');
  });
});

test.describe('/mixanografika calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the browser's own lazy frame is there, alone, at its height", async ({ page }) => {
    await page.goto('/mixanografika');
    // The frame a script would load stays out of sight, so the visitor sees one frame, not an empty box beside it.
    const frame = page.getByTitle('Υπολογιστής μηχανογραφικού').filter({ visible: true });
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('height', '768');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await frame.scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('iframe[title="Υπολογιστής μηχανογραφικού"][src]').getByRole('heading', { name: 'Δείγμα' }),
    ).toBeVisible();
  });
});
