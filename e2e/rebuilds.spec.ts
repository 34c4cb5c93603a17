import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { localBuildReportSecret } from '../packages/local-supabase/src/functions';
import { adminToken, e2eBackend, removeEventAsAdmin, serviceRoleKey } from './backend';
import { prerenderedRoutes } from './routes';
import { buildSite, nextBuildHookCall, serveBuild } from './staticHost';

// Each test here builds the site again into the one folder the host serves its rebuild from, and listens for the one
// build hook: they run one after the other.
test.describe.configure({ mode: 'serial' });

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

/** Signs in on the back office's page at `path`, as the e2e backend's admin. */
async function signIn(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Email' }).fill(e2eBackend.admin.email);
  await page.getByLabel('Κωδικός πρόσβασης').fill(e2eBackend.admin.password);
  await page.getByRole('button', { name: 'Σύνδεση' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The pages of a build, read without JavaScript, that show a phone number (as written, e.g. '210 000 0000'). */
async function pagesShowing(browser: Browser, origin: string, phone: string): Promise<string[]> {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  const showing: string[] = [];
  for (const route of prerenderedRoutes) {
    await page.goto(`${origin}${route.path}`);
    if ((await page.locator('body').innerText()).includes(phone)) showing.push(route.path);
  }
  await withoutScripts.close();
  return showing;
}

/** The order in which a page, read without JavaScript, names these people. */
async function namedInOrder(browser: Browser, url: string, names: readonly string[]): Promise<string[]> {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  await page.goto(url);
  const text = await page.locator('main').innerText();
  await withoutScripts.close();
  return names.filter((name) => text.includes(name)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

/**
 * The privacy notice's version as /privacy states it, read without JavaScript, and the same notice after `changes` more
 * publishes of the company's facts it names (1.3 -> 1.3.1 -> 1.3.2).
 */
async function noticeVersionAt(browser: Browser, origin: string): Promise<string> {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  await page.goto(`${origin}/privacy`);
  const version = /Έκδοση (\d+\.\d+(?:\.\d+)?)/.exec(await page.locator('main').innerText())?.[1];
  await withoutScripts.close();
  if (!version) throw new Error('/privacy states no version');
  return version;
}
const noticeAfter = (version: string, changes: number) => {
  const [major, minor, facts = '0'] = version.split('.');
  return `${major}.${minor}.${Number(facts) + changes}`;
};

const testimonialNames = ['Μαρία Κ.', 'Γιώργος Π.', 'Ελένη Δ.'] as const;

/**
 * Opens the draft's preview by keyboard and checks it in both frames: the page at the frame's own width (a phone's 375
 * px, a desktop's 1280 px, as its media queries see them), under the banner that says it is a preview and not indexed,
 * with `shows` holding for the draft.
 */
async function previewShows(page: Page, pageName: string, shows: (frame: FrameLocator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: /^(Προεπισκόπηση|Ανανέωση προεπισκόπησης)$/ }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Προεπισκόπηση του προχείρου' })).toBeFocused();
  for (const [width, name] of [
    [375, 'Κινητό (375 px)'],
    [1280, 'Υπολογιστής (1280 px)'],
  ] as const) {
    const frame = page.frameLocator(`iframe[title="Προεπισκόπηση: ${pageName}, ${name}"]`);
    await expect(frame.getByText(/^Προεπισκόπηση του προχείρου «.+» στη σελίδα «.+»\. Δεν είναι δημοσιευμένη/)).toBeVisible();
    await expect(frame.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(await frame.locator('html').evaluate(() => window.innerWidth)).toBe(width);
    await shows(frame);
  }
}

/** The order in which a preview's page names these people. */
async function namedInOrderIn(frame: FrameLocator, names: readonly string[]): Promise<string[]> {
  const text = await frame.locator('main').innerText();
  return names.filter((name) => text.includes(name)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

/** Publishes the open document by keyboard and waits for the build hook it asks for (the next publish's builds it too). */
async function publishAndAwaitHook(page: Page, says: string): Promise<void> {
  const hook = nextBuildHookCall();
  try {
    await page.getByRole('button', { name: 'Δημοσίευση' }).press('Enter');
    await expect(page.getByText(says)).toBeVisible();
    await hook.called;
  } finally {
    await hook.close();
  }
  await page.getByRole('button', { name: 'Πίσω στη λίστα' }).click();
}

const newQuestion = { question: 'Υπάρχουν υποτροφίες;', answer: 'Ναι, για δύο συμμετέχοντες σε κάθε κύκλο.' };

/** A picture as a camera saves one: this many pixels, in one colour, as PNG or JPEG. */
const pictureFile = async (name: string, width: number, height: number, background: string, format: 'png' | 'jpeg' = 'png') => {
  const drawn = sharp({ create: { width, height, channels: 3, background } });
  return { name, mimeType: `image/${format}`, buffer: await (format === 'jpeg' ? drawn.jpeg() : drawn.png()).toBuffer() };
};

/** A photo as a phone saves one: a PNG of this many pixels a side, in one colour. */
const photoFile = (name: string, side: number, background: string) => pictureFile(name, side, side, background);
const photoWords = 'Η Ελένη Παπαδοπούλου στο γραφείο της';

/**
 * Gives the team's first member a photo by keyboard, as staff would: a file that is not a photo and one too small are
 * refused in Greek, a photo then another replaces it, publishing without its words is refused, and with them the
 * preview shows it at both widths.
 */
async function replaceTeamPhoto(page: Page) {
  await page.getByRole('button', { name: 'Επεξεργασία: Η ομάδα της σελίδας «Ποιοι είμαστε»' }).click();
  await expect(page.getByRole('heading', { name: /^Έκδοση \d+$/ }).first()).toBeVisible();
  const picker = page.getByLabel(/^Φωτογραφία/).first();
  await picker.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a photo at all') });
  await expect(picker).toHaveAccessibleDescription(/Το αρχείο δεν είναι φωτογραφία JPEG, PNG, WebP ή AVIF/);
  await picker.setInputFiles(await photoFile('small.png', 200, '#ffd166'));
  await expect(picker).toHaveAccessibleDescription(/Η φωτογραφία είναι 200 × 200 pixel: χρειάζεται τουλάχιστον 400/);
  await picker.setInputFiles(await photoFile('first.png', 800, '#4a82e0'));
  await expect(page.getByRole('status').filter({ hasText: 'Η φωτογραφία ανέβηκε' })).toBeVisible();
  const shown = page.locator('form img').first();
  const firstUpload = await shown.getAttribute('src');
  expect(firstUpload).toMatch(/\/storage\/v1\/object\/public\/content-images\/team\/[a-z0-9-]+-800x800\.png$/);
  // Another photo replaces it, under a name of its own.
  await picker.setInputFiles(await photoFile('second.png', 900, '#002457'));
  await expect(shown).toHaveAttribute('src', /-900x900\.png$/);
  // A photo without its words is not published: the field says why and has focus.
  await page.getByRole('button', { name: 'Δημοσίευση' }).press('Enter');
  const words = page.getByLabel(/^Τι δείχνει η φωτογραφία/).first();
  await expect(words).toBeFocused();
  await expect(words).toHaveAccessibleDescription(/Γράψτε τι δείχνει η φωτογραφία: αυτό ακούν όσοι δεν τη βλέπουν\./);
  await page.keyboard.type(photoWords);
  await previewShows(page, 'Σχετικά με εμάς', async (frame) => {
    const photo = frame.getByRole('img', { name: photoWords });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(900);
  });
  await publishAndAwaitHook(page, 'Μέλος 1 · Τι δείχνει η φωτογραφία (για όσους δεν τη βλέπουν): από — σε');
}

/** /about as a build serves it without JavaScript: the member's photo, named by its words, in AVIF and WebP from the site itself. */
async function aboutShowsPhoto(browser: Browser, origin: string) {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  await page.goto(`${origin}/about`);
  const photo = page.getByRole('img', { name: photoWords });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveAttribute('width', '80');
  expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const sources = await page.locator('picture source').evaluateAll((all) => all.map((source) => source.getAttribute('type')));
  expect(sources).toEqual(['image/avif', 'image/webp']);
  const avif = await page.locator('picture source[type="image/avif"]').getAttribute('srcset');
  expect(avif).toMatch(/^\/media\/content\/team-[a-z0-9-]+-900x900-80\.avif 80w, .+-160\.avif 160w, .+-240\.avif 240w$/);
  const file = await page.request.get(`${origin}${avif!.split(' ')[0]}`);
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'image/avif']);
  await withoutScripts.close();
}

const heroWords = 'Σύμβουλος και μαθήτρια στο γραφείο της εταιρείας';

/** Gives the home page's hero a picture: a team photo's 800 × 800 is refused in Greek; a phone's 2000 × 1500 goes up, with its words. */
async function giveHomeHeroPicture(page: Page) {
  await page
    .getByRole('button', { name: 'Επεξεργασία: Οι πρώτες εικόνες (hero) της αρχικής, των «Μαθητών» και των «Φοιτητών & Ενηλίκων»' })
    .click();
  await expect(page.getByRole('heading', { name: /^Έκδοση \d+$/ }).first()).toBeVisible();
  const picker = page.getByLabel(/^Αρχική σελίδα: φωτογραφία/);
  await picker.setInputFiles(await photoFile('square.png', 800, '#ffd166'));
  await expect(picker).toHaveAccessibleDescription(
    /Η φωτογραφία είναι 800 × 800 pixel: η κεντρική φωτογραφία μιας σελίδας χρειάζεται τουλάχιστον 1440 × 1080/,
  );
  await picker.setInputFiles(await pictureFile('hero.jpg', 2000, 1500, '#1a60c8', 'jpeg'));
  await expect(page.getByRole('status').filter({ hasText: 'Η φωτογραφία ανέβηκε' })).toBeVisible();
  await page.getByLabel(/^Αρχική σελίδα: τι δείχνει η φωτογραφία/).fill(heroWords);
  await previewShows(page, 'Αρχική', async (frame) => {
    const hero = frame.getByRole('img', { name: heroWords });
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2000);
  });
  await publishAndAwaitHook(page, `Αρχική σελίδα: τι δείχνει η φωτογραφία (για όσους δεν τη βλέπουν): από — σε «${heroWords}»`);
}

/**
 * The home page as a build serves it without JavaScript: its hero is the uploaded picture's 4:3 copies from the site
 * itself, preloaded by the same AVIF its source names; /students, given none, keeps the project's own.
 */
async function homeShowsHeroPicture(browser: Browser, origin: string) {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  const html = await (await page.goto(`${origin}/`))!.text();
  const hero = page.getByRole('img', { name: heroWords });
  await expect(hero).toHaveAttribute('src', /^\/media\/content\/heroes-[a-z0-9-]+-2000x1500-1024\.webp$/);
  expect([await hero.getAttribute('width'), await hero.getAttribute('height')]).toEqual(['1440', '1080']);
  expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const preloaded = /<link rel="preload" as="image" type="image\/avif" href="([^"]+)"/.exec(html)?.[1];
  expect(preloaded).toMatch(/^\/media\/content\/heroes-[a-z0-9-]+-2000x1500-1024\.avif$/);
  const avif = await page.locator('picture source[type="image/avif"]').first().getAttribute('srcset');
  expect(avif?.split(', ').map((entry) => entry.split(' ')[0])).toContain(preloaded);
  const widest = await page.request.get(`${origin}${preloaded!.replace('-1024.avif', '-1440.avif')}`);
  expect([widest.status(), widest.headers()['content-type']]).toEqual([200, 'image/avif']);
  await page.goto(`${origin}/students`);
  await expect(page.locator('main img').first()).toHaveAttribute('src', '/media/hero-home-1024.webp');
  await withoutScripts.close();
}

const partnerName = 'Εκπαιδευτήρια Αρμονία';

/** A logo as a partner sends one: a wide PNG, its mark on a transparent ground. */
const logoFile = async (name: string, width: number, height: number) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: Math.round(width / 2), height, channels: 4, background: '#004aad' } }, left: 0, top: 0 }])
    .png()
    .toBuffer(),
});

/** Gives the first partner its logo: one too small on both sides is refused in Greek; a wide one goes up and shows in the preview. */
async function givePartnerLogo(page: Page) {
  await page.getByRole('button', { name: 'Επεξεργασία: Συνεργάτες (αρχική σελίδα και «Για φορείς»)' }).click();
  await expect(page.getByRole('heading', { name: /^Έκδοση \d+$/ }).first()).toBeVisible();
  const picker = page.getByLabel(/^Λογότυπο/).first();
  await picker.setInputFiles(await logoFile('small.png', 300, 100));
  await expect(picker).toHaveAccessibleDescription(/Το λογότυπο είναι 300 × 100 pixel: χρειάζεται τουλάχιστον 400 pixel πλάτος ή 160 ύψος/);
  await picker.setInputFiles(await logoFile('logo.png', 1200, 300));
  await expect(page.getByRole('status').filter({ hasText: 'Το λογότυπο ανέβηκε' })).toBeVisible();
  await previewShows(page, 'Αρχική', async (frame) => {
    await expect(frame.getByRole('img', { name: partnerName })).toHaveAttribute(
      'src',
      /\/content-images\/partners\/[a-z0-9-]+-1200x300\.png$/,
    );
  });
  await publishAndAwaitHook(page, 'Συνεργάτης 1 · Λογότυπο');
}

/** The home page as a build serves it without JavaScript: the partner's logo, named by the partner, from the site itself at two densities. */
async function homeShowsLogo(browser: Browser, origin: string) {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  await page.goto(`${origin}/`);
  const logo = page.getByRole('img', { name: partnerName });
  await expect(logo).toHaveAttribute('src', /^\/media\/content\/partners-[a-z0-9-]+-1200x300-200\.webp$/);
  await expect(logo).toHaveAttribute('srcset', /^(\S+-200\.webp) 1x, (\S+-400\.webp) 2x$/);
  expect([await logo.getAttribute('width'), await logo.getAttribute('height')]).toEqual(['200', '80']);
  const twice = (await logo.getAttribute('srcset'))!.split(', ')[1]!.split(' ')[0]!;
  const file = await page.request.get(`${origin}${twice}`);
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'image/webp']);
  await withoutScripts.close();
}

/**
 * Gives /students' video a picture before it plays: a square is refused in Greek with its numbers; a wide still goes up
 * and is the facade's picture in the preview. No words: the facade's picture is decorative, its play link says the title.
 */
async function giveStudentsVideoPoster(page: Page) {
  await page.getByRole('button', { name: 'Επεξεργασία: Τα βίντεο των σελίδων «Τεστ», «Μαθητές» και «Φοιτητές & Ενήλικες»' }).click();
  await expect(page.getByRole('heading', { name: /^Έκδοση \d+$/ }).first()).toBeVisible();
  const picker = page.getByLabel(/^Σελίδα «Μαθητές»: εικόνα πριν την αναπαραγωγή/);
  await picker.setInputFiles(await photoFile('square.png', 800, '#e76f51'));
  await expect(picker).toHaveAccessibleDescription(/Η εικόνα είναι 800 × 800 pixel: η εικόνα ενός βίντεο χρειάζεται τουλάχιστον 960 × 540/);
  await picker.setInputFiles(await pictureFile('still.png', 1920, 1080, '#e76f51'));
  await expect(page.getByRole('status').filter({ hasText: 'Η φωτογραφία ανέβηκε' })).toBeVisible();
  // The preview opens on the document's first page, /tests, whose videos keep the project's posters; then /students.
  await previewShows(page, 'Τεστ', async (frame) => {
    await expect(frame.locator('[data-player] img').first()).toHaveAttribute('src', /\/media\/poster-\d\.webp$/);
  });
  await page.getByLabel('Σελίδα', { exact: true }).selectOption({ label: 'Μαθητές' });
  for (const width of ['Κινητό (375 px)', 'Υπολογιστής (1280 px)']) {
    const frame = page.frameLocator(`iframe[title="Προεπισκόπηση: Μαθητές, ${width}"]`);
    // The frame is renamed before its new page arrives: until then it still holds /tests, with four videos.
    await expect(frame.getByText(/στη σελίδα «Μαθητές»\. Δεν είναι δημοσιευμένη/)).toBeVisible();
    await expect(frame.locator('[data-player] img')).toHaveAttribute('src', /\/content-images\/page-videos\/[a-z0-9-]+-1920x1080\.png$/);
  }
  await publishAndAwaitHook(
    page,
    'Σελίδα «Μαθητές»: εικόνα πριν την αναπαραγωγή (προαιρετική: χωρίς αυτή, ένα γενικό σχέδιο του ιστότοπου): από — σε',
  );
}

/** /students as a build serves it without JavaScript: its video's facade shows the still, 16:9 at 960 from the site itself; /university-students keeps the project's poster. */
async function studentsShowsVideoPoster(browser: Browser, origin: string) {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await withoutScripts.newPage();
  await page.goto(`${origin}/students`);
  const poster = page.locator('[data-player] img');
  await poster.scrollIntoViewIfNeeded();
  await expect(poster).toHaveAttribute('src', /^\/media\/content\/page-videos-[a-z0-9-]+-1920x1080-960\.webp$/);
  expect([await poster.getAttribute('width'), await poster.getAttribute('height'), await poster.getAttribute('alt')]).toEqual([
    '960',
    '540',
    '',
  ]);
  expect(await poster.evaluate((image: HTMLImageElement) => [image.complete, image.naturalWidth, image.naturalHeight])).toEqual([
    true,
    960,
    540,
  ]);
  await page.goto(`${origin}/university-students`);
  await expect(page.locator('[data-player] img')).toHaveAttribute('src', /^\/media\/poster-\d\.webp$/);
  await withoutScripts.close();
}

test("staff reorder the home page's testimonials, add a question to /seminaria, give a team member a photo, a partner its logo, the home page's hero a picture and /students' video its poster, change the company's phone by keyboard, and publish; the rebuild prerenders all seven; a restore brings the old phone back", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const before = await pagesShowing(browser, baseURL!, '210 000 0000');
  expect(before.length).toBeGreaterThan(10);
  const notice = await noticeVersionAt(browser, baseURL!);
  expect(await namedInOrder(browser, `${baseURL}/`, testimonialNames)).toEqual(testimonialNames);

  await signIn(page, '/admin/content', 'Περιεχόμενο του ιστότοπου');
  // The third testimonial first, by keyboard alone: focus follows it, so Enter twice takes it to the top.
  await page.getByRole('button', { name: 'Επεξεργασία: Μαρτυρίες της αρχικής σελίδας' }).click();
  await expect(page.getByRole('heading', { name: /^Έκδοση \d+$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Μαρτυρία 3: Πάνω' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Μαρτυρία 2: Πάνω' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'μετακινήθηκε' })).toHaveText('«Ελένη Δ.» μετακινήθηκε στη θέση 1 από 3.');
  await previewShows(page, 'Αρχική', async (frame) =>
    expect(await namedInOrderIn(frame, testimonialNames)).toEqual(['Ελένη Δ.', 'Μαρία Κ.', 'Γιώργος Π.']),
  );
  // Each publish asks for its rebuild; the phone's, last, builds all three.
  await publishAndAwaitHook(page, 'Μαρτυρίες: νέα σειρά «Ελένη Δ.», «Μαρία Κ.», «Γιώργος Π.»');

  // A fifth question for /seminaria: «Προσθήκη» puts focus in its question, Tab goes on to its answer.
  await page.getByRole('button', { name: 'Επεξεργασία: Ερωτήσεις της σελίδας των σεμιναρίων' }).click();
  await expect(page.getByRole('heading', { name: /^Έκδοση \d+$/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ερωτήσεις: Προσθήκη' }).press('Enter');
  await expect(page.getByLabel('Η ερώτηση', { exact: true }).nth(4)).toBeFocused();
  await page.keyboard.type(newQuestion.question);
  await page.keyboard.press('Tab');
  await page.keyboard.type(newQuestion.answer);
  // The question in the page's own accordion, which opens in the preview as on the page.
  await previewShows(page, 'Σεμινάρια', async (frame) => {
    await frame.getByRole('heading', { name: newQuestion.question }).click();
    await expect(frame.getByText(newQuestion.answer)).toBeVisible();
  });
  await publishAndAwaitHook(page, `Ερώτηση 5 · Η ερώτηση: από — σε «${newQuestion.question}»`);

  await replaceTeamPhoto(page);
  await givePartnerLogo(page);
  await giveHomeHeroPicture(page);
  await giveStudentsVideoPoster(page);

  await page.getByRole('button', { name: 'Επεξεργασία: Στοιχεία της εταιρείας' }).click();
  await expect(page.getByRole('heading', { name: /^Έκδοση \d+$/ }).first()).toBeVisible();
  const fill = async (label: string, value: string) => {
    const field = page.getByLabel(label, { exact: true });
    await field.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  };
  await fill('Τηλέφωνο (όπως εμφανίζεται)', '211 111 1111');
  await fill('Τηλέφωνο (για κλήση)', 'tel:+302111111111');
  await fill('Τηλέφωνο (διεθνής μορφή)', '+30 211 111 1111');
  // In the preview, the new phone on the home page and on the privacy notice; on the site, the old one until the rebuild.
  await previewShows(page, 'Αρχική', async (frame) => {
    await expect(frame.getByRole('contentinfo').getByText('211 111 1111')).toBeVisible();
    await expect(frame.locator('body')).not.toContainText('210 000 0000');
  });
  await page.getByLabel('Σελίδα', { exact: true }).selectOption({ label: 'Προσωπικά δεδομένα' });
  await expect(page.locator('iframe[title^="Προεπισκόπηση: Προσωπικά δεδομένα"]')).toHaveCount(2);
  expect(await pagesShowing(browser, baseURL!, '211 111 1111')).toEqual([]);
  let rebuilt: Awaited<ReturnType<typeof serveBuild>> | undefined;
  let hook = nextBuildHookCall();
  try {
    await page.getByRole('button', { name: 'Δημοσίευση' }).press('Enter');
    const published = page.getByText(/Δημοσιεύτηκε ως έκδοση (\d+)/);
    await expect(published).toBeVisible();
    const version = Number(/έκδοση (\d+)/.exec((await published.textContent()) ?? '')![1]);

    await hook.called;
    await hook.close();
    await buildSite();
    rebuilt = await serveBuild();
    expect(await pagesShowing(browser, rebuilt.origin, '211 111 1111')).toEqual(before);
    expect(await pagesShowing(browser, rebuilt.origin, '210 000 0000')).toEqual([]);
    // The notice names the controller by its phone: a new phone is a new notice version, which each lead records.
    expect(await noticeVersionAt(browser, rebuilt.origin)).toBe(noticeAfter(notice, 1));
    expect(await namedInOrder(browser, `${rebuilt.origin}/`, testimonialNames)).toEqual(['Ελένη Δ.', 'Μαρία Κ.', 'Γιώργος Π.']);
    await aboutShowsPhoto(browser, rebuilt.origin);
    await homeShowsLogo(browser, rebuilt.origin);
    await homeShowsHeroPicture(browser, rebuilt.origin);
    await studentsShowsVideoPoster(browser, rebuilt.origin);
    // The question is on the page without JavaScript, last, and in the page's FAQPage data for search engines.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const seminaria = await withoutScripts.newPage();
    await seminaria.goto(`${rebuilt.origin}/seminaria`);
    await expect(seminaria.getByRole('heading', { name: newQuestion.question })).toBeVisible();
    const structured = await seminaria.locator('script[type="application/ld+json"]').allTextContents();
    // Parsed and written again, so an escaped character reads as the text itself.
    expect(JSON.stringify(structured.map((json) => JSON.parse(json) as unknown))).toContain(newQuestion.answer);
    await withoutScripts.close();
    rebuilt.stop();
    rebuilt = undefined;

    // The version before, restored in one step, is the next rebuild's phone again.
    hook = nextBuildHookCall();
    await page.getByRole('button', { name: `Επαναφορά της έκδοσης ${version - 1}` }).click();
    await expect(page.getByText(`Η έκδοση ${version - 1} δημοσιεύτηκε ξανά ως έκδοση ${version + 1}.`)).toBeVisible();
    await expect(page.getByLabel('Τηλέφωνο (όπως εμφανίζεται)', { exact: true })).toHaveValue('210 000 0000');
    await hook.called;
    await buildSite();
    rebuilt = await serveBuild();
    expect(await pagesShowing(browser, rebuilt.origin, '210 000 0000')).toEqual(before);
    expect(await noticeVersionAt(browser, rebuilt.origin)).toBe(noticeAfter(notice, 2));
  } finally {
    rebuilt?.stop();
    await hook.close();
  }
});

test("two staff edit the company's facts at once: the second save is refused in Greek, shows the first one's change, and loses nothing", async ({
  browser,
}) => {
  const [first, second] = [await browser.newContext(), await browser.newContext()];
  const [one, two] = [await first.newPage(), await second.newPage()];
  for (const page of [one, two]) {
    await signIn(page, '/admin/content', 'Περιεχόμενο του ιστότοπου');
    await page.getByRole('button', { name: 'Επεξεργασία: Στοιχεία της εταιρείας' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  }
  const original = await one.getByLabel('Email', { exact: true }).inputValue();
  await one.getByLabel('Email', { exact: true }).fill('first@example.gr');
  await one.getByRole('button', { name: 'Αποθήκευση προχείρου' }).click();
  await expect(one.getByText(/Το πρόχειρο αποθηκεύτηκε/)).toBeVisible();

  await two.getByLabel('Επωνυμία', { exact: true }).fill('Δεύτερη Επωνυμία');
  await two.getByRole('button', { name: 'Αποθήκευση προχείρου' }).click();
  const notice = two.getByRole('alert');
  await expect(notice).toContainText('Το έγγραφο άλλαξε από άλλο μέλος της ομάδας ενώ το επεξεργαζόσασταν.');
  await expect(notice).toContainText(`Email: από «${original}» σε «first@example.gr»`);
  await expect(two.getByLabel('Επωνυμία', { exact: true })).toHaveValue('Δεύτερη Επωνυμία');

  // Taking theirs: the first editor's e-mail, nothing of the second's overwritten in the database meanwhile.
  await notice.getByRole('button', { name: 'Φόρτωση της δικής του εκδοχής' }).click();
  await expect(two.getByLabel('Email', { exact: true })).toHaveValue('first@example.gr');
  // Back as it was, for the specs after this one.
  await one.getByLabel('Email', { exact: true }).fill(original);
  await one.getByRole('button', { name: 'Αποθήκευση προχείρου' }).click();
  await expect(one.getByText(/Το πρόχειρο αποθηκεύτηκε/)).toBeVisible();
  await first.close();
  await second.close();
});

/** A content document as the admin reads it through the REST API: its draft, its revision, its newest version. */
async function contentDocument(key: string) {
  const headers = { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}` };
  const [document, versions] = await Promise.all(
    [
      `content_documents?key=eq.${key}&select=revision,draft`,
      `content_versions?document_key=eq.${key}&select=number&order=number.desc&limit=1`,
    ].map(async (query) => ((await (await fetch(`${e2eBackend.url}/rest/v1/${query}`, { headers })).json()) as unknown[])[0]),
  );
  const { revision, draft } = document as { revision: number; draft: Record<string, unknown> };
  return { revision, draft, version: (versions as { number: number }).number };
}

/** A content RPC called as the admin, past the editor, as a crafted request would be. */
async function contentCall(name: 'save_content_draft' | 'publish_content', body: Record<string, unknown>) {
  return fetch(`${e2eBackend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Presses «Δημοσίευση» and reads the refusal: the field in error has focus and says why (after its hint, if any). */
async function publishIsRefused(page: Page, field: Locator, message: RegExp) {
  await page.getByRole('button', { name: 'Δημοσίευση' }).press('Enter');
  await expect(page.getByText('Διορθώστε τα πεδία με σφάλμα για να δημοσιεύσετε.')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('a draft that breaks the schema is not published: an empty name, a javascript: link, a photo without its words; asked directly, the database refuses it too', async ({
  page,
}) => {
  const before = { company: await contentDocument('company'), team: await contentDocument('about-team') };
  try {
    await signIn(page, '/admin/content', 'Περιεχόμενο του ιστότοπου');
    await page.getByRole('button', { name: 'Επεξεργασία: Στοιχεία της εταιρείας' }).click();
    const name = page.getByLabel('Επωνυμία', { exact: true });
    const facebook = page.getByLabel('Facebook', { exact: true });

    // A required field left empty.
    const companyName = await name.inputValue();
    await name.fill('');
    await publishIsRefused(page, name, /Συμπληρώστε το πεδίο\.$/);
    await page.keyboard.type(companyName);

    // A link that runs script instead of leading somewhere, saved as a draft first (autosave keeps what is typed).
    await facebook.fill('javascript:alert(1)');
    await expect(page.getByText(/Το πρόχειρο αποθηκεύτηκε/)).toBeVisible();
    await publishIsRefused(page, facebook, /^Μια διεύθυνση https:\/\/ ή μια σελίδα του ιστότοπου \(\/…\)\.$/);
    // That draft published by a request of its own, past the editor: the database holds it to the schema too.
    const saved = await contentDocument('company');
    expect((saved.draft.social as { facebook: string }).facebook).toBe('javascript:alert(1)');
    const direct = await contentCall('publish_content', { document: 'company', from_revision: saved.revision });
    expect(direct.status).toBe(400);
    expect(await direct.text()).toContain('the document does not match its schema');

    // A team member's photo without the words a screen reader says in its place (the second member: the first has
    // a photo and its words once the six edits above are published).
    await page.getByRole('button', { name: 'Πίσω στη λίστα' }).click();
    await page.getByRole('button', { name: 'Επεξεργασία: Η ομάδα της σελίδας «Ποιοι είμαστε»' }).click();
    const member = page.getByRole('group', { name: 'Μέλος 2', exact: true });
    await member.getByLabel(/^Φωτογραφία/).setInputFiles(await photoFile('member.png', 600, '#2a9d8f'));
    await expect(page.getByRole('status').filter({ hasText: 'Η φωτογραφία ανέβηκε' })).toBeVisible();
    const words = member.getByLabel(/^Τι δείχνει η φωτογραφία/);
    await publishIsRefused(page, words, /Γράψτε τι δείχνει η φωτογραφία: αυτό ακούν όσοι δεν τη βλέπουν\./);

    // Nothing of it was published: no new version of either document.
    expect((await contentDocument('company')).version).toBe(before.company.version);
    expect((await contentDocument('about-team')).version).toBe(before.team.version);
  } finally {
    // The drafts as they were, for the tests after this one (and this one's retry).
    await page.close();
    for (const [key, { draft }] of [
      ['company', before.company],
      ['about-team', before.team],
    ] as const) {
      const { revision } = await contentDocument(key);
      expect((await contentCall('save_content_draft', { document: key, from_revision: revision, draft })).status).toBe(200);
    }
  }
});

test('a build that fails keeps the last good site served, and the back office says when, why and what visitors still see, in Greek', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // The host's build command reports with the backend's report secret (SITE_BUILD_REPORT_SECRET when deployed).
  const reports = { SITE_BUILD_REPORT_SECRET: localBuildReportSecret(await serviceRoleKey()) };
  let served: Awaited<ReturnType<typeof serveBuild>> | undefined;
  try {
    await buildSite(reports);
    served = await serveBuild();
    await signIn(page, '/admin/content', 'Περιεχόμενο του ιστότοπου');
    const state = page.getByRole('region', { name: 'Ανανέωση των σελίδων' });
    await expect(state.getByRole('status')).toHaveText(/^Οι σελίδες ανανεώθηκαν στις (\d\d:\d\d), /);
    const goodAt = /στις (\d\d:\d\d, [^ ]+ [^ ]+ \d{4})/.exec((await state.getByRole('status').textContent()) ?? '')![1]!;

    // The same content built for production: the launch check refuses its placeholders, as it refuses a version
    // restored with samples, and the build stops.
    await expect(buildSite({ ...reports, SITE_ENV: 'production' })).rejects.toThrow(/placeholders/);
    // The host still serves the last good build, read without JavaScript.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await withoutScripts.newPage();
    const home = await visitor.goto(`${served.origin}/`);
    expect(home?.status()).toBe(200);
    await expect(visitor.getByRole('contentinfo')).toContainText('210 000 0000');
    await withoutScripts.close();

    await page.reload();
    await expect(state.getByText(/απέτυχε: κάποια στοιχεία δείχνουν ακόμη δείγμα \(δείτε «Τι λείπει ακόμη»\)/)).toBeVisible();
    await expect(state.getByText(`Οι επισκέπτες βλέπουν ακόμη τις σελίδες της ανανέωσης στις ${goodAt}.`)).toBeVisible();
    await expect(state.getByRole('button', { name: 'Νέα ανανέωση των σελίδων' })).toBeVisible();
  } finally {
    served?.stop();
  }
});
