import type { Crumb } from './breadcrumbs';
import { absoluteUrl } from './meta';

/**
 * A trail as BreadcrumbList data. A module of its own: an article page builds it in the browser, and the
 * other kinds of structured data would bring the business's whole content with them.
 */
export function breadcrumbJsonLd(trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}
