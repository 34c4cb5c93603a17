import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Breadcrumbs, RelatedServices } from '@cg/ui';
import { breadcrumbTrail } from '../lib/breadcrumbs';
import { serviceCards } from '../lib/services';
import { canonicalPath, routeAt } from '../routeTable';

/** Around every page: its breadcrumbs above (not on home), and the related services below where its row asks. */
export function RouteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const row = routeAt(pathname);
  return (
    <>
      {/* A dynamic page (an article) names itself in its own breadcrumbs. */}
      {row && !row.path.includes(':') ? <Breadcrumbs label="Διαδρομή πλοήγησης" items={breadcrumbTrail(row)} /> : null}
      {children}
      {row?.related ? (
        <RelatedServices
          title="Σχετικές υπηρεσίες"
          services={serviceCards}
          currentHref={canonicalPath(row)}
          moreLabel="Μάθετε περισσότερα"
        />
      ) : null}
    </>
  );
}
