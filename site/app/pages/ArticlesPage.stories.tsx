import preview from '../../../.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAnonKey, storyBackendUrl, storyDatabase } from '@cg/local-supabase/story';
import { fetchArticleListing, type ArticleListing } from '@cg/data/published';
import { listingSizes } from '../articles/articleList';
import { articleTopics } from '@cg/content/articleTopics';
import { ArticlesPage } from './ArticlesPage';
import { atRoute } from './pageStory';

// Fixed publication dates, so the page (and its screenshot) is the same on every run.
const publishedAt = '2026-11-20T09:00:00+00:00';

let built: ArticleListing;
/** The listing the build would have read from the seeded backend (read by each story's beforeEach). */
const builtListing = () => built;
const readBuiltListing = async () => {
  built = await fetchArticleListing({ url: storyBackendUrl, anonKey: storyAnonKey }, listingSizes);
};

async function seededWithFixedDates() {
  await (await storyDatabase()).query(`update public.articles set published_at = $1 where status = 'published'`, [publishedAt]);
  await readBuiltListing();
}

const meta = preview.meta({
  title: 'Pages/Articles',
  component: ArticlesPage,
  args: { topics: articleTopics },
  decorators: [atRoute('/articles')],
  tags: ['!autodocs'],
  beforeEach: seededWithFixedDates,
  // Poster images downscaled into cards: about 150 pixels of each differ with Chromium's decode cache, and the page
  // shows about a dozen (a fresh clone's run once differed by 1,313 in ten cards, over the 1,000 of a single card).
  parameters: { layout: 'fullscreen', visual: { allowedMismatchedPixels: 2000 } },
});

/** /articles with the admin's published articles merged in: the featured one is the admin's newest. */
export const Default = meta.story({
  render: () => <ArticlesPage storedListing={builtListing()} topics={articleTopics} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Άρθρα, Αναλύσεις & Περιεχόμενο' })).toBeVisible();
    await expect(canvas.getByText('Επιλεγμένο')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Πώς διαλέγουμε σπουδές χωρίς άγχος', level: 3 })).toBeVisible();
    const latest = canvas.getByRole('region', { name: 'Τελευταία Άρθρα' });
    await expect(within(latest).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 άρθρα');
    // Below the list, an island: its code arrives a moment after the page's.
    await expect(within(await canvas.findByRole('region', { name: 'Τηλεοπτικές Παρουσίες' })).getAllByRole('link')).toHaveLength(15);
  },
});

/** Typing filters at once, accents and final sigma aside; no match shows the empty state. */
export const Searching = meta.story({
  render: () => <ArticlesPage storedListing={builtListing()} topics={articleTopics} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Αναζήτηση' }), 'μηχανογραφικο');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 άρθρο');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'κβαντική φυσική');
    await expect(canvas.getByText('Δεν βρέθηκαν άρθρα. Δοκιμάστε άλλη λέξη ή όλες τις κατηγορίες.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Κανένα άρθρο');
  },
});

/** Built without the backend, and the backend still down: the press entries alone, nothing broken. */
export const BackendDown = meta.story({
  parameters: {
    visual: {
      // Over 15,000 px tall at phone width, Chromium captures it now whole, now downscaled (310 × 12,000): it
      // cannot compare exactly there. The desktop capture and Default's phone capture show the same parts.
      skipAt: { mode: 'mobile', why: 'a capture Chromium sometimes downscales' },
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(http.post(`${storyBackendUrl}/rest/v1/rpc/article_listing`, () => HttpResponse.error()));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('10 άρθρα'));
    await expect(canvas.queryByText('Πώς διαλέγουμε σπουδές χωρίς άγχος')).toBeNull();
    await expect(canvas.getByText('Επιλεγμένο')).toBeVisible();
  },
});

/** Twelve more published articles: the page ships the newest ten, and a search still finds the oldest. */
async function seededWithOlderArticles() {
  await (await storyDatabase()).query(
    `insert into public.articles (title, slug, category, excerpt, content, featured, status, published_at)
     select case when day = 12 then 'Το παλαιότερο άρθρο της σειράς' else 'Άρθρο σειράς ' || day end, 'arthro-seiras-' || day,
       'work', null, null, false, 'published', $1::timestamptz - day * interval '1 day'
     from generate_series(1, 12) as day`,
    [publishedAt],
  );
  await readBuiltListing();
}

/** The oldest of many articles is not in the page as built, yet a search finds it through the backend. */
export const SearchingOlderArticles = meta.story({
  beforeEach: seededWithOlderArticles,
  render: () => <ArticlesPage storedListing={builtListing()} topics={articleTopics} />,
  play: async ({ canvas }) => {
    const latest = canvas.getByRole('region', { name: 'Τελευταία Άρθρα' });
    await expect(within(latest).queryByText('Το παλαιότερο άρθρο της σειράς')).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Αναζήτηση' }), 'ΠΑΛΑΙΟΤΕΡΟ ΑΡΘΡΟ');
    await expect(await within(latest).findByRole('heading', { name: 'Το παλαιότερο άρθρο της σειράς' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 άρθρο');
  },
});

/** The backend does not answer a search: the matches the page already has, and a message that says so. */
export const SearchFails = meta.story({
  render: () => <ArticlesPage storedListing={builtListing()} topics={articleTopics} />,
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(`${storyBackendUrl}/rest/v1/rpc/article_listing`, async ({ request }) =>
        ((await request.clone().json()) as { search: string | null }).search ? HttpResponse.error() : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Αναζήτηση' }), 'επαγγέλματα');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Η αναζήτηση στα παλαιότερα άρθρα δεν ολοκληρώθηκε');
    await expect(
      within(canvas.getByRole('region', { name: 'Τελευταία Άρθρα' })).getByRole('heading', { name: 'Τα επαγγέλματα με ζήτηση το 2026' }),
    ).toBeVisible();
  },
});

export const Mobile = meta.story({
  render: () => <ArticlesPage storedListing={builtListing()} topics={articleTopics} />,
  globals: { viewport: { value: 'mobile' } },
});
