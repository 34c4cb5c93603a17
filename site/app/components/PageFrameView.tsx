import type { ReactNode } from 'react';
import { Breadcrumbs, RelatedServices } from '@cg/ui';
import type { PageFrame } from '../lib/pageFrame';

/** Around a page: its breadcrumbs above (not on home), and the related services below where it has them. */
export function PageFrameView({ frame, children }: { frame: PageFrame | undefined; children: ReactNode }) {
  return (
    <>
      {frame?.crumbs.length ? <Breadcrumbs label="Διαδρομή πλοήγησης" items={frame.crumbs} /> : null}
      {children}
      {frame?.related ? (
        <RelatedServices
          title="Σχετικές υπηρεσίες"
          services={frame.related.services}
          currentHref={frame.related.currentHref}
          moreLabel="Μάθετε περισσότερα"
        />
      ) : null}
    </>
  );
}
