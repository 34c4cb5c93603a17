import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers, mockDatabase, mockSupabaseUrl, resetMockSupabase } from '@cg/mocks';
import type { PublishedArticleSummary } from '@cg/data/published';
import { ArticlesPage } from './ArticlesPage';
import { atRoute } from './pageStory';

// Fixed publication dates, so the page (and its screenshot) is the same on every run.
const publishedAt = '2026-11-20T09:00:00+00:00';

function seededWithFixedDates() {
  resetMockSupabase();
  for (const article of mockDatabase.tables.articles) if (article.status === 'published') article.published_at = publishedAt;
}

const builtArticles = (): PublishedArticleSummary[] =>
  mockDatabase.tables.articles
    .filter((article) => article.status === 'published')
    .map(({ id, title, slug, category, excerpt, thumbnail_url, featured }) => ({ id, title, slug, category, excerpt, thumbnail_url, featured, published_at: publishedAt }));

const meta = {
  title: 'Pages/Articles',
  component: ArticlesPage,
  decorators: [atRoute('/articles')],
  tags: ['!autodocs'],
  beforeEach: seededWithFixedDates,
  // Poster images downscaled into cards: a few hundred pixels differ with Chromium's decode cache.
  parameters: { visual: { allowedMismatchedPixels: 1000 } },
} satisfies Meta<typeof ArticlesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /articles with the admin's published articles merged in: the featured one is the admin's newest. */
export const Default: Story = {
  render: () => <ArticlesPage storedArticles={builtArticles()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Άρθρα, Αναλύσεις & Περιεχόμενο' })).toBeVisible();
    await expect(canvas.getByText('Επιλεγμένο')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Πώς διαλέγουμε σπουδές χωρίς άγχος', level: 3 })).toBeVisible();
    const latest = canvas.getByRole('region', { name: 'Τελευταία Άρθρα' });
    await expect(within(latest).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 άρθρα');
    await expect(within(canvas.getByRole('region', { name: 'Τηλεοπτικές Παρουσίες' })).getAllByRole('link')).toHaveLength(15);
  },
};

/** Typing filters at once, accents and final sigma aside; no match shows the empty state. */
export const Searching: Story = {
  render: () => <ArticlesPage storedArticles={builtArticles()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Αναζήτηση' }), 'μηχανογραφικο');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 άρθρο');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'κβαντική φυσική');
    await expect(canvas.getByText('Δεν βρέθηκαν άρθρα. Δοκιμάστε άλλη λέξη ή όλες τις κατηγορίες.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Κανένα άρθρο');
  },
};

/** Built without the backend, and the backend still down: the press entries alone, nothing broken. */
export const BackendDown: Story = {
  parameters: { msw: { handlers: [http.get(`${mockSupabaseUrl}/rest/v1/articles`, () => HttpResponse.error()), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('10 άρθρα'));
    await expect(canvas.queryByText('Πώς διαλέγουμε σπουδές χωρίς άγχος')).toBeNull();
    await expect(canvas.getByText('Επιλεγμένο')).toBeVisible();
  },
};

export const Mobile: Story = { render: () => <ArticlesPage storedArticles={builtArticles()} />, globals: { viewport: { value: 'mobile' } } };
