import { reportTexts } from '@cg/content/reportTexts';
import { routeAt } from '@cg/data/routeTable';

/** A route of the route table as staff read it: its name in the breadcrumbs (the home page's own) and its pattern. */
export const routeLabel = (route: string) => `${routeAt(route)?.breadcrumb ?? reportTexts.traffic.home} (${route})`;
