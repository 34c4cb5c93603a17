import { style } from '@vanilla-extract/css';
import { headerCollapse } from '@cg/ui/headerCollapse';
import { headerWidths } from '@cg/content/navigation';

// main is focused programmatically on back/forward; the focus ring would only frame the whole page.
export const main = style({ outline: 'none', minHeight: '50vh' });

/** The header's collapse points, measured from this site's menu (see headerWidths). */
export const header = headerCollapse(headerWidths);
