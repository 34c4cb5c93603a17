import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { renderMarkdown } from '@cg/ui/markdown';
import type { PublishedArticle } from '@cg/data/published';
import { ArticleUnavailable } from '../articles/ArticleUnavailable';
import { NewerArticleShell } from '../articles/NewerArticleShell';
import { ArticlePage } from './ArticlePage';
import { atRoute } from './pageStory';

const article: PublishedArticle = {
  title: 'Πώς διαλέγουμε σπουδές χωρίς άγχος',
  slug: 'pos-dialegoume-spoudes-choris-agchos',
  category: 'education',
  excerpt: 'Πέντε βήματα για μια ήρεμη απόφαση.',
  content:
    '## Βήμα 1\n\nΓνώρισε **τα ενδιαφέροντά σου**: ένα [δωρεάν τεστ](/tests) είναι μια καλή αρχή.\n\n## Βήμα 2\n\n- Μίλησε με έναν σύμβουλο\n- Συζήτησε με την οικογένειά σου',
  thumbnail_url: null,
  featured: true,
  published_at: '2026-11-20T09:00:00+00:00',
};

const meta = preview.meta({
  title: 'Pages/Article',
  component: ArticlePage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/articles/pos-dialegoume-spoudes-choris-agchos')],
  tags: ['!autodocs'],
  args: { article, html: renderMarkdown(article.content!) },
});

/** An article written in the admin: its breadcrumbs, category, Greek date, excerpt and Markdown. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(canvas.getByText('20 Νοεμβρίου 2026')).toBeVisible();
    await expect(canvas.getByText('Εκπαίδευση')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Βήμα 1' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Διαδρομή πλοήγησης' })).getByRole('link', { name: 'Άρθρα' }),
    ).toHaveAttribute('href', '/articles');
  },
});

const hostile =
  '<script>window.__pwned = true</script>\n\n<img src=x onerror="window.__pwned = true">\n\n[Πάτησε εδώ](javascript:window.__pwned=true)';

/** A hostile body stays text on the page: no script, no image with a handler, no javascript: link. */
export const HostileContent = meta.story({
  args: { article: { ...article, content: hostile }, html: renderMarkdown(hostile) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('article script, article img')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Πάτησε εδώ' })).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
});

/** No excerpt, no content: title, category and date alone. */
export const TitleOnly = meta.story({ args: { article: { ...article, excerpt: null, content: null }, html: null } });

export const Mobile = meta.story(atPhoneWidth);

/**
 * At the address of an article published after the build, the page the host serves until the next build: the shell
 * says what it is loading (and, without JavaScript, where the articles are) while its island reads the article.
 */
export const NewerThanTheBuild = meta.story({
  render: () => <NewerArticleShell />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Φόρτωση άρθρου…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Φόρτωση άρθρου…' })).toBeVisible();
    // Hidden until the backend cannot be reached.
    await expect(canvas.queryByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeNull();
  },
});

/** The backend could not be reached for an article (its shell, or a page React renders whole): a way to try again. */
export const Unavailable = meta.story({
  render: () => <ArticleUnavailable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Το άρθρο δεν φορτώθηκε' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Δοκιμάστε ξανά' })).toBeEnabled();
  },
});
