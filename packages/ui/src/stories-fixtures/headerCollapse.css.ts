import { headerWidths } from '@cg/content/navigation';
import { headerCollapse } from '../SiteHeader/headerCollapse';

/** The header's collapse classes at the site's measured widths, for stories that show the site's menu. */
export const siteHeaderCollapse = headerCollapse(headerWidths);
