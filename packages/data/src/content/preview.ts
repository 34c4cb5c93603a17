/**
 * The draft's preview (docs/decisions/036-content-as-data.md): a page of its own, built apart from the site
 * (site/preview), that renders the site's page components with a draft in place of the published document. Plain
 * data, read by the editor, the preview page, its build and the host's rules: the address and what it may show.
 */
import * as v from 'valibot';

/** Where the host serves the preview page (a file of the build, not a route of the site). */
export const contentPreviewPath = '/admin/preview';

/** Each previewable document's pages, the first shown first: the pages a visitor reads it on. */
export const previewPages: Readonly<Record<string, readonly `/${string}`[]>> = {
  company: ['/', '/privacy'],
  'home-testimonials': ['/'],
  'seminaria-faq': ['/seminaria'],
  'tests-faq': ['/tests'],
  'about-team': ['/about'],
  'articles-tv': ['/articles'],
  'podcast-episodes': ['/entos-ylis', '/articles'],
  'home-interviews': ['/'],
  'foreis-interviews': ['/foreis'],
  'imerides-videos': ['/imerides'],
  'privacy-facts': ['/privacy'],
  'podcast-series': ['/entos-ylis', '/', '/articles'],
  'page-videos': ['/tests', '/students', '/university-students'],
  'seminar-facts': ['/seminaria'],
  'articles-press': ['/articles'],
  'academic-platform': ['/'],
  'partner-logos': ['/', '/foreis'],
  'page-heroes': ['/', '/students', '/university-students'],
  'home-services': ['/'],
  'page-sections': [
    '/',
    '/students',
    '/university-students',
    '/tests',
    '/mixanografika',
    '/imerides',
    '/seminaria',
    '/foreis',
    '/about',
    '/articles',
  ],
  'students-programme': ['/students'],
  'tests-reasons': ['/tests'],
  'university-features': ['/university-students'],
  'university-services': ['/university-students'],
  'mixanografika-benefits': ['/mixanografika'],
  'about-values': ['/about'],
  'mixanografika-steps': ['/mixanografika'],
  'tests-descriptions': ['/tests'],
  'university-includes': ['/university-students'],
  'foreis-qualities': ['/foreis'],
  'seminaria-programme': ['/seminaria'],
  'seminaria-info': ['/seminaria'],
  'seminaria-reasons': ['/seminaria'],
  'stat-labels': ['/', '/students', '/tests', '/mixanografika', '/foreis'],
  'students-counselling': ['/students'],
  'foreis-services': ['/foreis'],
  'about-history': ['/about'],
  'company-figures': ['/', '/students', '/tests', '/foreis', '/mixanografika', '/seminaria'],
};

/**
 * An article's draft, previewed as its page: the key the article editor leaves it under, and the page (any article's
 * address is the same page). Not a document: it has no shared link (the article is a row of its own table).
 */
export const articlePreview = { key: 'article', path: '/articles/:slug' } as const;

/** The preview page's address for a document on one of its pages; `load` makes a new address reload the frame. */
export const contentPreviewUrl = (key: string, path: string, load = 0) =>
  `${contentPreviewPath}?${new URLSearchParams({ key, path, load: String(load) })}`;

/** The preview page's address for the article editor's draft. */
export const articlePreviewUrl = (load = 0) => contentPreviewUrl(articlePreview.key, articlePreview.path, load);

/** A shared link's address: the document's draft for whoever holds it, read with its signed token (previewLink.ts). */
export const sharedPreviewUrl = (origin: string, key: string, path: string, share: string) =>
  `${origin}${contentPreviewPath}?${new URLSearchParams({ key, path, share })}`;

/** A token as the content-preview function signs it (a JWT): anything else in the address is not sent. */
const tokenPattern = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The tab's storage key the editor leaves the draft under for the preview page (same origin, same tab). */
export const previewDraftKey = 'cg:content-preview';

export type PreviewDraft = { key: string; data: Record<string, unknown> };

/**
 * What the preview page was asked for, or null when it is not a document and page the preview shows: the address is
 * a stranger's text, so only a known key and one of its own pages pass.
 */
export function previewRequest(search: string): { key: string; path: string; share?: string } | null {
  const query = new URLSearchParams(search);
  const key = query.get('key') ?? '';
  const path = query.get('path') ?? '';
  const share = query.get('share');
  if (key === articlePreview.key) return path === articlePreview.path && share === null ? { key, path } : null;
  const pages = Object.hasOwn(previewPages, key) ? previewPages[key] : undefined;
  if (!pages?.some((page) => page === path)) return null;
  if (share === null) return { key, path };
  return share.length <= 1000 && tokenPattern.test(share) ? { key, path, share } : null;
}

/**
 * What the preview page found on itself once shown (site/preview/checkPage.ts), told to the editor that framed it:
 * each accessibility rule the page breaks (WCAG 2.2 AA, axe's Greek words) with the elements that break it, and the
 * page's weight, which is what a text or a list can move (the scripts and styles are the code's; the pictures are
 * sized by the build).
 */
export type PreviewProblem = { rule: string; help: string; places: string[] };
export type PreviewCheck = { problems: PreviewProblem[]; weight: number };

/** The kind of message the preview page posts to its editor. */
export const previewCheckMessage = 'cg:preview-check';

/**
 * The page's HTML, gzip, at most: what still reaches a slow phone in the first round trip, TCP's first window of ten
 * packets (14,600 bytes) that carries the response's headers too. Past it, the first paint waits a round trip more
 * (150 ms on Lighthouse's slow 4G: /articles' LCP was 1.16x its script-free twin at 14,810 bytes). Measured on the
 * static host (brotli, with its headers): /articles at 13,839 bytes of gzip arrives as 14,486 (Lighthouse's transfer
 * size), so about 13.6 KB of gzip fills the window. `pnpm budget` holds the built pages to it, the preview a draft.
 */
export const htmlBudget = Math.floor(13.6 * 1024);

const text = v.pipe(v.string(), v.maxLength(500));
const previewCheckSchema = v.object({
  type: v.literal(previewCheckMessage),
  // null: the check itself failed (the page is shown; it could not be checked).
  check: v.nullable(
    v.object({
      problems: v.pipe(v.array(v.object({ rule: text, help: text, places: v.pipe(v.array(text), v.maxLength(50)) })), v.maxLength(100)),
      weight: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
});

/** The preview's message to its editor. */
export type PreviewCheckMessage = { type: typeof previewCheckMessage; check: PreviewCheck | null };

/** The message, if it is the preview's check (a frame of this origin sent it; its shape is checked anyway). */
export function readPreviewCheck(data: unknown): PreviewCheckMessage | null {
  const parsed = v.safeParse(previewCheckSchema, data);
  return parsed.success ? parsed.output : null;
}
