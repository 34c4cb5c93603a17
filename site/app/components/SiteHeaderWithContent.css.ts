import { headerCollapse } from '@cg/ui/headerCollapse';
import { headerWidths } from '@cg/content/navigation';

/** The header's collapse points, measured from this site's menu (see headerWidths). */
export const header = headerCollapse(headerWidths);
