// What an article's page shows once the backend has answered that its copy is not the build's, from the templates
// of the articles' shell (articleTemplate.ts, NewerArticleShell): loaded only then, so a page's first load stays small.
import { newerPageShells } from '@cg/data/routeTable';
import type { PublishedArticle } from '@cg/data/published';
import { renderMarkdown } from '@cg/ui/markdown';
import { logNotFound } from '../lib/logNotFound';
import { applyHead } from './applyHead';
import { articleMeta } from './articleMeta';
import { fillArticle, templateName } from './articleTemplate';

/**
 * Where the templates are: in the page, when it is the shell; for a prerendered article, in the shell at its own
 * address (served with 200, so the browser logs no error for it).
 */
async function templatesFor(root: HTMLElement, pathname: string): Promise<ParentNode> {
  if (root.querySelector('template')) return root;
  const shell = newerPageShells().find((candidate) => pathname.startsWith(candidate.prerenderPath.replace(/[^/]*$/, '')));
  if (!shell) throw new Error(`no shell for ${pathname}`);
  const response = await fetch(shell.prerenderPath, { headers: { accept: 'text/html' } });
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

/** A copy, for this page, of one of the shell's templates. */
function copyOf(templates: ParentNode, name: string) {
  const found = templates.querySelector<HTMLTemplateElement>(`template[${templateName.attribute}="${name}"]`);
  if (!found) throw new Error(`the articles' shell has no template "${name}"`);
  return document.importNode(found.content, true);
}

/** The article's page in the main region (its Markdown rendered as the build renders it), and its head. */
export async function showArticle(root: HTMLElement, main: HTMLElement, article: PublishedArticle) {
  const page = copyOf(await templatesFor(root, window.location.pathname), templateName.article);
  const html = article.content ? renderMarkdown(article.content) : null;
  main.replaceChildren(fillArticle(page, article, html));
  applyHead(articleMeta({ data: { article, html } }));
}

/** No article published at this address: the 404 page, its head never indexed, its path logged as it logs it. */
export async function showNotFound(root: HTMLElement, main: HTMLElement, pathname: string) {
  main.replaceChildren(copyOf(await templatesFor(root, pathname), templateName.notFound));
  applyHead(articleMeta({ data: undefined }));
  logNotFound(pathname);
}
