import type { RelatedService } from '@cg/ui';
import type { Crumb } from './breadcrumbs';

/**
 * What the site puts around a page: its breadcrumbs, and the related-services block where its row asks
 * for one. Built from the route table where the table is at hand (a prerendered page's loader at build
 * time, a client-only route's own chunk), so the table's text never ships in the code every page loads.
 */
export type PageFrame = {
  crumbs: Crumb[];
  related?: { services: readonly RelatedService[]; currentHref: string };
};
