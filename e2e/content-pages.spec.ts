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
    const episodes = page.getByRole('heading', { name: 'Όλα τα επεισόδια', level: 2 }).locator('xpath=ancestor::section[1]').locator('ol > li');
    await expect(episodes).toHaveCount(9);
    await expect(episodes.first()).toContainText('Επεισόδιο 9');
    await expect(episodes.last()).toContainText('Επεισόδιο 1');
    await expect(episodes.first().locator('time')).toHaveText('14 Νοεμβρίου 2025');
    for (const name of ['Spotify', 'Apple Podcasts', 'YouTube', 'Amazon Music']) {
      await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toHaveAttribute('target', '_blank');
    }
    const blocks = await Promise.all((await page.locator('script[type="application/ld+json"]').all()).map(async (script) => JSON.parse((await script.textContent()) ?? '{}')));
    const series = blocks.find((block) => block['@type'] === 'PodcastSeries');
    expect(series.hasPart).toHaveLength(9);
    expect(series.hasPart[0]).toMatchObject({ '@type': 'PodcastEpisode', episodeNumber: 9 });
  });
});

test.describe('/imerides', () => {
  test('six video facades (nothing from the video host loads until asked), two events and the call with contact details', async ({ page }) => {
    const videoHost: string[] = [];
    page.on('request', (request) => /youtube|placeholder\.html/.test(request.url()) && videoHost.push(request.url()));
    await page.goto('/imerides');
    await expect(page.getByRole('button', { name: /Αναπαραγωγή βίντεο/ })).toHaveCount(6);
    await expect(page.getByText('09:00-17:00')).toBeVisible();
    await expect(page.getByText('10:00-16:00')).toBeVisible();
    await expect(page.getByRole('link', { name: /Τηλέφωνο/ }).first()).toBeVisible();
    expect(videoHost).toEqual([]);
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
