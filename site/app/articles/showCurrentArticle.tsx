import type { MetaDescriptor } from 'react-router';
import { createRoot } from 'react-dom/client';
import type { PublishedArticle } from '@cg/data/published';
import { renderMarkdown } from '@cg/ui/markdown';
import { mainId } from '../lib/mainId';
import { ArticlePage } from '../pages/ArticlePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { withHtml } from './articleData';
import { articleMeta } from './articleMeta';

/** The title and the named meta tags (description, robots) of the page shown now. */
function applyHead(tags: MetaDescriptor[]) {
  for (const tag of tags) {
    if ('title' in tag) document.title = String(tag.title);
    else if ('name' in tag && 'content' in tag) {
      const name = String(tag.name);
      const meta =
        document.head.querySelector(`meta[name="${CSS.escape(name)}"]`) ??
        document.head.appendChild(Object.assign(document.createElement('meta'), { name }));
      meta.setAttribute('content', String(tag.content));
    }
  }
}

/**
 * Replaces a prerendered article the backend has changed since the build with its current copy, or with the 404
 * page when it is no longer published: rendered in the browser into the main region, with the title and the robots
 * tag to match (as the route's own render would give them).
 */
export function showCurrentArticle(current: PublishedArticle | null) {
  const main = document.getElementById(mainId);
  if (!main) return;
  const data = current ? withHtml(current, renderMarkdown) : undefined;
  applyHead(articleMeta({ data }));
  createRoot(main).render(data ? <ArticlePage article={data.article} html={data.html} /> : <NotFoundPage path={location.pathname} />);
}
