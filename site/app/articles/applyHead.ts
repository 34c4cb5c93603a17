import type { MetaDescriptor } from 'react-router';

/** A meta tag of the head by its name or property, added when the page has none. */
function metaTag(key: 'name' | 'property', value: string) {
  const found = document.head.querySelector(`meta[${key}="${CSS.escape(value)}"]`);
  if (found) return found;
  const meta = document.createElement('meta');
  meta.setAttribute(key, value);
  return document.head.appendChild(meta);
}

/**
 * The title, the meta tags (description, robots, Open Graph) and the canonical link of the page shown now, as the
 * route's meta gives them: a page that shows an article read in the browser carried another's until then.
 */
export function applyHead(tags: MetaDescriptor[]) {
  for (const tag of tags) {
    if ('title' in tag) document.title = String(tag.title);
    else if ('name' in tag && 'content' in tag) metaTag('name', String(tag.name)).setAttribute('content', String(tag.content));
    else if ('property' in tag && 'content' in tag) metaTag('property', String(tag.property)).setAttribute('content', String(tag.content));
    else if ('rel' in tag && tag.rel === 'canonical')
      document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', String(tag.href));
  }
}
