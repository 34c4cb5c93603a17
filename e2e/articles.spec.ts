import { existsSync } from 'node:fs';
import { expect, expectOnlyErrors, test } from './fixtures';
import { createArticleAsAdmin, deleteArticleAsAdmin, uniqueSlug } from './backend';

// The seed's published and featured article; the test build runs with the backend, so it is prerendered.
const seedArticle = { slug: 'pos-dialegoume-spoudes-choris-agchos', title: 'Πώς διαλέγουμε σπουδές χωρίς άγχος' };

// The page as built, without JavaScript: the admin tests running beside this one change featured flags live.
test.describe('/articles as built', () => {
  test.use({ javaScriptEnabled: false });

  test("two featured articles (the seed's and the press entry's): one in the featured slot, neither under Τελευταία Άρθρα", async ({
    page,
  }) => {
    await page.goto('/articles');
    const latest = page.getByRole('region', { name: 'Τελευταία Άρθρα' });
    await expect(page.getByRole('heading', { name: seedArticle.title })).toBeVisible();
    await expect(latest.getByRole('listitem')).toHaveCount(10);
    for (const title of [seedArticle.title, 'Πώς να επιλέξεις σχολή χωρίς να χαθείς στις βάσεις']) {
      await expect(latest.getByText(title)).toHaveCount(0);
    }
  });
});

test.describe('/articles', () => {
  test('filters by keyboard, keeps the filters in the address, and back and forward restore them', async ({ page }) => {
    await page.goto('/articles');
    const search = page.getByRole('searchbox', { name: 'Αναζήτηση' });
    const status = page.getByRole('status').filter({ hasText: /άρθρ/ });
    await expect(status).toHaveText('10 άρθρα');
    await search.focus();
    await page.keyboard.type('εκπαιδευση ενηλικων');
    await expect(status).toHaveText('1 άρθρο');
    await expect(page.getByRole('region', { name: 'Τελευταία Άρθρα' }).getByRole('link')).toHaveText([
      'Εκπαίδευση ενηλίκων: μαθαίνοντας σε κάθε ηλικία (ανοίγει σε νέα καρτέλα)',
    ]);
    await expect(page).toHaveURL(/\?q=%CE%B5%CE%BA/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Κατηγορία' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/category=/);
    const category = page.getByRole('combobox', { name: 'Κατηγορία' });
    const chosen = await category.inputValue();
    expect(chosen).not.toBe('');
    for (const card of await page.getByRole('region', { name: 'Τελευταία Άρθρα' }).getByRole('listitem').all())
      await expect(card).toContainText(chosen);

    // One step back undoes the category, the next the whole search (typing was one entry, not one per letter).
    await page.goBack();
    await expect(category).toHaveValue('');
    await expect(search).toHaveValue('εκπαιδευση ενηλικων');
    await expect(status).toHaveText('1 άρθρο');
    await page.goBack();
    await expect(search).toHaveValue('');
    await expect(status).toHaveText('10 άρθρα');
    await page.goForward();
    await expect(search).toHaveValue('εκπαιδευση ενηλικων');
  });

  test('a search finds an article older than anything the page shows, through the backend, accents aside', async ({ page }) => {
    const slug = uniqueSlug('archive');
    const title = `Αρχειακό άρθρο ${slug}`;
    await createArticleAsAdmin({
      title,
      slug,
      category: 'work',
      excerpt: 'Από τα πρώτα μας κείμενα.',
      status: 'published',
      published_at: '2015-01-15T09:00:00+00:00',
    });
    try {
      await page.goto('/articles');
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);
      await page.getByRole('searchbox', { name: 'Αναζήτηση' }).fill(`ΑΡΧΕΙΑΚΟ ΑΡΘΡΟ ${slug}`);
      await expect(page.getByRole('region', { name: 'Τελευταία Άρθρα' }).getByRole('link')).toHaveText([title]);
      await expect(page.getByRole('status').filter({ hasText: /άρθρ/ })).toHaveText('1 άρθρο');
    } finally {
      await deleteArticleAsAdmin(slug);
    }
  });

  test('a shared link opens filtered', async ({ page }) => {
    await page.goto(`/articles?q=${encodeURIComponent('μηχανογραφικό')}&category=${encodeURIComponent('Εκπαίδευση')}`);
    await expect(page.getByRole('searchbox', { name: 'Αναζήτηση' })).toHaveValue('μηχανογραφικό');
    await expect(page.getByRole('combobox', { name: 'Κατηγορία' })).toHaveValue('Εκπαίδευση');
    await expect(page.getByRole('region', { name: 'Τελευταία Άρθρα' }).getByRole('listitem')).toHaveCount(1);
  });

  test('an article published in the backend shows on /articles and on its own page, without a rebuild', async ({ page }) => {
    const slug = uniqueSlug('published');
    const title = `Δοκιμαστικό άρθρο ${slug}`;
    await createArticleAsAdmin({
      title,
      slug,
      category: 'work',
      excerpt: 'Περίληψη για τη δοκιμή.',
      content: '## Ενότητα\n\nΚείμενο με **έμφαση**.',
      status: 'published',
    });
    try {
      await page.goto('/articles');
      const column = page.getByRole('region', { name: 'Αγορά Εργασίας' });
      await expect(column.getByRole('link', { name: title })).toBeVisible();
      await page.getByRole('region', { name: 'Τελευταία Άρθρα' }).getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(`/articles/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2, name: 'Ενότητα' })).toBeVisible();
      await expect(page.locator('article strong')).toHaveText('έμφαση');
      // Opened directly: the build did not know it, so the host answers 404 with the articles' shell (their
      // folder's 404.html) until the next build, which reads it and shows it with its own head.
      expect((await page.goto(`/articles/${slug}`))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/articles/${slug}$`));
    } finally {
      await deleteArticleAsAdmin(slug);
    }
  });

  test('an article newer than the build, while the backend cannot be reached: a way to try again, which then shows it', async ({
    page,
    consoleErrors,
  }) => {
    const slug = uniqueSlug('unreachable');
    const title = `Άρθρο χωρίς σύνδεση ${slug}`;
    await createArticleAsAdmin({ title, slug, content: '## Ενότητα\n\nΚείμενο.', status: 'published' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    try {
      const articleRead = '**/rest/v1/articles?*';
      await page.route(articleRead, (route) => route.abort('connectionrefused'));
      expect((await page.goto(`/articles/${slug}`))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Το άρθρο δεν φορτώθηκε' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Φόρτωση άρθρου…' })).toBeHidden();
      // Nothing that shows an article was fetched for a read that failed.
      expect(scripts.filter((path) => /\/showFromTemplate-[\w-]+\.js$/.test(path))).toEqual([]);
      expectOnlyErrors(consoleErrors, /ERR_CONNECTION_REFUSED|Το άρθρο δεν φορτώθηκε από τον διακομιστή/);
      await page.unroute(articleRead);
      await page.getByRole('button', { name: 'Δοκιμάστε ξανά' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 2, name: 'Ενότητα' })).toBeVisible();
      // From the shell's own template: neither React nor any code of the back office came with it.
      expect(scripts.filter((path) => /\/react-[\w-]+\.js$|admin|BackOffice/i.test(path))).toEqual([]);
    } finally {
      await deleteArticleAsAdmin(slug);
    }
  });

  test('an article shown from the shell is the page the build prerenders for it, element for element', async ({ page }) => {
    const mainOf = () =>
      page.locator('main').evaluate((main) => {
        const copy = main.cloneNode(true) as HTMLElement;
        // The prerendered page's own check against the backend: not part of what it shows.
        for (const marker of copy.querySelectorAll('[data-island]')) marker.remove();
        return copy.innerHTML;
      });
    for (const slug of [seedArticle.slug, 'ta-epangelmata-me-zitisi-to-2026']) {
      await page.goto(`/articles/${slug}`);
      const built = await mainOf();
      const head = await page.evaluate(() => ({
        title: document.title,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      }));
      // The same address answered as if the build had not known the article: its folder's shell.
      await page.route(`**/articles/${slug}`, async (route) =>
        route.fulfill({ response: await route.fetch({ url: new URL('/articles/__newer-than-the-build', route.request().url()).href }) }),
      );
      await page.goto(`/articles/${slug}`);
      await expect(page.locator('main article h1')).toBeVisible();
      expect(await mainOf()).toBe(built);
      expect(
        await page.evaluate(() => ({
          title: document.title,
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        })),
      ).toEqual(head);
      await page.unrouteAll();
    }
  });

  test('a hostile Markdown body stays inert', async ({ page }) => {
    const slug = uniqueSlug('hostile');
    const content =
      '<script>window.__pwned = 1</script>\n\n<img src=x onerror="window.__pwned = 2">\n\n[Πάτησε εδώ](javascript:window.__pwned=3)\n\n<iframe src="https://example.org"></iframe>';
    await createArticleAsAdmin({ title: `Κακόβουλο ${slug}`, slug, content, status: 'published' });
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    try {
      await page.goto(`/articles/${slug}`);
      const article = page.locator('main article');
      await expect(article).toContainText('<script>window.__pwned = 1</script>');
      await expect(article.locator('script, iframe, img')).toHaveCount(0);
      await expect(article.getByRole('link', { name: 'Πάτησε εδώ' })).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(dialogs).toBe(0);
    } finally {
      await deleteArticleAsAdmin(slug);
    }
  });

  test("a draft's page, and an unknown slug's, is the 404 page", async ({ page }) => {
    const slug = uniqueSlug('draft');
    await createArticleAsAdmin({ title: `Πρόχειρο ${slug}`, slug, content: 'Μυστικό κείμενο', status: 'draft' });
    try {
      for (const path of [`/articles/${slug}`, '/articles/no-such-article', '/articles/BAD%20SLUG']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
        await expect(page.getByText('Μυστικό κείμενο')).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      }
      await page.goto('/articles');
      await expect(page.getByText(`Πρόχειρο ${slug}`)).toHaveCount(0);
    } finally {
      await deleteArticleAsAdmin(slug);
    }
  });
});

test('/articles as built loads no React until the visitor turns to the list, then the list hydrates', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const react = /\/assets\/react-[\w-]+\.js$/;
  // The backend answers with the build's own listing: other specs publish articles meanwhile, which would (rightly)
  // hydrate the list at once.
  let built = (_listing: unknown) => {};
  const builtListing = new Promise((resolve) => (built = resolve));
  await page.route('**/rest/v1/rpc/article_listing', async (route) => route.fulfill({ json: await builtListing }));
  await page.goto('/articles');
  const list = page.locator('[data-island="articlesListing"]');
  built(await (await page.request.get('/articles-listing.json')).json());
  // The check against the backend has run and found the build's listing current.
  await expect(page.locator('[data-island="articlesCheck"]')).toHaveAttribute('data-enhanced', 'true');
  await page.waitForLoadState('networkidle');
  await expect(list).not.toHaveAttribute('data-hydrated');
  expect(scripts.filter((path) => react.test(path))).toEqual([]);
  await page.getByRole('combobox', { name: 'Κατηγορία' }).focus();
  await expect(list).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.some((path) => react.test(path))).toBe(true);
});

test.describe('the listing /articles is built with, read from the file beside the page', () => {
  const listingFile = '**/articles-listing.json';

  test('is not in the page; a first focus in the list waits for the file, then the list hydrates as built and filters', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(listingFile, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/articles');
    const list = page.locator('[data-island="articlesListing"]');
    expect(Object.keys(JSON.parse((await list.getAttribute('data-props')) ?? '{}') as object)).toEqual(['headings']);
    const listCode = page.waitForResponse(/\/assets\/articlesListing\.island-[\w-]+\.js$/);
    await page.getByRole('combobox', { name: 'Κατηγορία' }).focus();
    await listCode;
    await expect(list).not.toHaveAttribute('data-hydrated');
    await expect(page.getByRole('heading', { name: seedArticle.title })).toBeVisible();
    release();
    await expect(list).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('combobox', { name: 'Κατηγορία' }).selectOption('Εκπαίδευση');
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByRole('heading', { name: seedArticle.title })).toBeVisible();
  });

  test('a failed read at idle is tried again when the list starts, which then hydrates as built', async ({ page, consoleErrors }) => {
    let reads = 0;
    await page.route(listingFile, async (route) => {
      reads += 1;
      if (reads === 1) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    });
    await page.goto('/articles');
    await expect(page.locator('[data-island="articlesCheck"]')).toHaveAttribute('data-enhanced', 'true');
    await expect.poll(() => reads).toBe(1);
    const list = page.locator('[data-island="articlesListing"]');
    await page.getByRole('combobox', { name: 'Κατηγορία' }).focus();
    await expect(list).toHaveAttribute('data-hydrated', 'true');
    expect(reads).toBe(2);
    // Only the idle check's failure: hydrated from the file, React had nothing to render anew.
    expectOnlyErrors(consoleErrors, /status of 503|Τα νεότερα άρθρα δεν φορτώθηκαν/);
  });

  test('unread (the visitor went offline since the page came): the list still hydrates, and shows the backend’s articles', async ({
    page,
    consoleErrors,
  }) => {
    await page.route(listingFile, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/articles');
    const list = page.locator('[data-island="articlesListing"]');
    await page.getByRole('combobox', { name: 'Κατηγορία' }).focus();
    await expect(list).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: seedArticle.title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /άρθρ/ })).toHaveText(/άρθρ/);
    // The browser's line for the 503, the page's own notes, and React's when it renders the list anew.
    expectOnlyErrors(consoleErrors, /status of 503|δεν φορτώθηκ|Minified React error #418|[Hh]ydrat/);
  });
});

test.describe('/articles before hydration', () => {
  test.use({ waitForHydration: false });

  test('what a visitor types before the page hydrates is kept, and filters once it has', async ({ page }) => {
    // A page of islands (decision 028): the list hydrates on the first focus in it. Hold its code back until the
    // visitor has typed.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/articlesListing\.island-[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/articles');
    const search = page.getByRole('searchbox', { name: 'Αναζήτηση' });
    const list = page.locator('[data-island="articlesListing"]');
    await search.fill('εκπαιδευση ενηλικων');
    await expect(list).not.toHaveAttribute('data-hydrated');
    release();
    await expect(list).toHaveAttribute('data-hydrated', 'true');
    await expect(search).toHaveValue('εκπαιδευση ενηλικων');
    await expect(page.getByRole('status').filter({ hasText: /άρθρ/ })).toHaveText('1 άρθρο');
  });
});

test.describe('a prerendered article, checked against the backend once the page runs', () => {
  // The browser's read of this one article (the page's own check, and the route's reload).
  const articleRead = (url: URL) => url.pathname === '/rest/v1/articles' && url.searchParams.get('slug') === `eq.${seedArticle.slug}`;

  test('unchanged: one read of the article, and the page stays as built', async ({ page }) => {
    let reads = 0;
    page.on('request', (request) => {
      if (articleRead(new URL(request.url()))) reads += 1;
    });
    await page.goto(`/articles/${seedArticle.slug}`);
    await page.waitForLoadState('networkidle');
    expect(reads).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedArticle.title);
  });

  test('edited since the build: the current copy replaces it', async ({ page }) => {
    await page.route(articleRead, async (route) => {
      const response = await route.fetch();
      const [row] = (await response.json()) as Array<Record<string, unknown>>;
      await route.fulfill({
        response,
        json: [{ ...row, title: 'Νέος τίτλος μετά την έκδοση', content: '## Νέα ενότητα\n\nΔιορθωμένο κείμενο.' }],
      });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/articles/${seedArticle.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Νέος τίτλος μετά την έκδοση');
    await expect(page.getByRole('heading', { level: 2, name: 'Νέα ενότητα' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Βήμα 1' })).toHaveCount(0);
    await expect(page).toHaveTitle(/Νέος τίτλος μετά την έκδοση/);
    // Filled from the articles' shell's template (fetched once), not rendered by React.
    expect(scripts.filter((path) => /\/react-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  test('unpublished since the build: the page becomes the 404 page', async ({ page }) => {
    await page.route(articleRead, (route) => route.fulfill({ json: [] }));
    await page.goto(`/articles/${seedArticle.slug}`);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: seedArticle.title })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('backend unreachable: the built copy stays, and the failure is only logged', async ({ page, consoleErrors }) => {
    await page.route(articleRead, (route) => route.abort('connectionrefused'));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`/articles/${seedArticle.slug}`);
    await expect.poll(() => warnings.some((text) => text.includes('Το άρθρο δεν ελέγχθηκε'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedArticle.title);
    await expect(page.getByRole('heading', { level: 2, name: 'Βήμα 1' })).toBeVisible();
    // The browser's own line for the request refused on purpose; nothing else may have been logged.
    const refused = consoleErrors.filter((text) => text.includes('ERR_CONNECTION_REFUSED'));
    expect(refused.length).toBeLessThanOrEqual(1);
    // And the page's own warning, which this test waits for.
    const expected = (text: string) => refused.includes(text) || text.startsWith('warning: Το άρθρο δεν ελέγχθηκε');
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !expected(text)));
  });
});

test.describe('articles known at build time, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('are prerendered: on /articles and on their own page, with Article data', async ({ page }) => {
    expect(
      existsSync(`site/build/client/articles/${seedArticle.slug}.html`),
      'build with the backend running: scripts/build-with-backend.ts',
    ).toBe(true);
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 3, name: seedArticle.title })).toBeVisible();
    await expect(page.getByText('Επιλεγμένο')).toBeVisible();
    await page.goto(`/articles/${seedArticle.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedArticle.title);
    await expect(page.getByRole('heading', { level: 2, name: 'Βήμα 1' })).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
      '@type'?: string;
      headline?: string;
    };
    expect(data).toMatchObject({ '@type': 'Article', headline: seedArticle.title });
  });

  test('one newer than the build says where the articles are (its page comes with the next build)', async ({ page }) => {
    expect((await page.goto('/articles/an-article-newer-than-the-build'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Φόρτωση άρθρου…' })).toBeVisible();
    // What a browser without JavaScript shows in its place (Chromium driven with scripts turned off still parses a
    // <noscript> as text, so its markup is read, not seen).
    const note = await page.locator('main noscript').innerHTML();
    expect(note).toContain('θα το δείτε με ενεργοποιημένη JavaScript');
    expect(note).toContain('<a href="/articles"');
    // Nothing else of the shell (its message for a backend out of reach, its templates) shows.
    await expect(page.getByRole('main').getByRole('heading')).toHaveText(['Φόρτωση άρθρου…']);
  });
});
