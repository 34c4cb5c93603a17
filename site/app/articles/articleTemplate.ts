// The article's page as a template the shell of an article newer than the build carries (NewerArticleShell): the
// page component rendered at build time for an article whose fields name themselves, filled in the browser with an
// article read from the backend, without React. No React here: the shell's island imports this.
import { articleCategoryLabels, type PublishedArticle } from '@cg/data/published';
import { formatDateEl } from '../lib/dates';

/** An article whose every field is a mark the filling finds: the page the build renders with it is the template. */
export const slotArticle = {
  title: '__article_title__',
  slug: '__article_slug__',
  category: 'education',
  excerpt: '__article_excerpt__',
  content: '__article_content__',
  // A data: address, which React does not preload (it preloads the picture of a page's article).
  thumbnail_url: 'data:,__article_thumbnail__',
  featured: false,
  published_at: '2000-01-01T12:00:00.000Z',
} as const satisfies PublishedArticle;

/** The content's mark as the page renders Markdown: a paragraph inside the prose's own element. */
export const slotHtml = `<p>${slotArticle.content}</p>`;

/** Which template of the shell: the article's page, or the 404 page for an address with no article. */
export const templateName = { attribute: 'data-template', article: 'article', notFound: 'not-found' } as const;

const textNodes = (root: Node) => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
};

/**
 * The template's page for one article: its optional parts taken out where the article has none, each mark replaced
 * by the article's own text (as text and attribute values, never parsed as HTML), and the content as renderMarkdown
 * made it (`html`), which the page component also sets as HTML.
 */
export function fillArticle(page: DocumentFragment, article: PublishedArticle, html: string | null) {
  const markedBy = (mark: string) => textNodes(page).find((node) => node.data === mark)?.parentElement;
  if (!article.excerpt) markedBy(slotArticle.excerpt)?.remove();
  if (!article.thumbnail_url) page.querySelector(`img[src="${slotArticle.thumbnail_url}"]`)?.remove();
  const prose = markedBy(slotArticle.content)?.parentElement;
  if (html === null) prose?.remove();
  else if (prose) prose.innerHTML = html;

  const values = new Map<string, string>([
    [slotArticle.title, article.title],
    [slotArticle.slug, article.slug],
    [slotArticle.excerpt, article.excerpt ?? ''],
    [slotArticle.thumbnail_url, article.thumbnail_url ?? ''],
    [slotArticle.published_at, article.published_at],
    [formatDateEl(slotArticle.published_at), formatDateEl(article.published_at)],
    [articleCategoryLabels[slotArticle.category], articleCategoryLabels[article.category]],
  ]);
  const filled = (text: string) => [...values].reduce((result, [mark, value]) => result.split(mark).join(value), text);
  // The content is the article's own: a mark its author wrote stays as written.
  const content = prose ? new Set(textNodes(prose)) : new Set<Text>();
  for (const node of textNodes(page)) if (!content.has(node) && values.has(node.data)) node.data = values.get(node.data)!;
  for (const element of page.querySelectorAll('*')) {
    if (prose?.contains(element) && element !== prose) continue;
    for (const attribute of element.attributes)
      if (attribute.value.includes('__article_') || values.has(attribute.value)) attribute.value = filled(attribute.value);
  }
  return page;
}
