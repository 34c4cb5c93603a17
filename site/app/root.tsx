import '@cg/ui/global';
import { useContext, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from 'react-router';
import { LoadingState, StatusCard, buttonStyles } from '@cg/ui';
import type { Route } from './+types/root';
import { brand } from '@cg/content/brand';
import { VisitAttribution } from './attribution/VisitAttribution';
import { LateWebFonts } from './components/LateWebFonts';
import { Island } from './islands/Island';
import { IslandRenderer } from './islands/islandRenderer';
import { IslandsLoader } from './islands/IslandsLoader';
import toasts from './islands/toasts.island';
import outbox from './islands/outbox.island';
import faviconSvg from '../public/favicon.svg?raw';
import { svgDataUrl } from './lib/svgDataUrl';
import { RouteFrame } from './components/RouteFrame';
import { SiteShell } from './components/SiteShell';
import { reportWebVitals } from './lib/webVitals';
import { BackOfficeRoot } from './admin/BackOfficeRoot';
import { isBackOffice } from './admin/isBackOffice';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  // In the page itself: asked for while the first paint is under way, it was a round trip on the way to the largest
  // paint in Lighthouse's simulation (0.91 s instead of 0.76 s in about half the runs).
  { rel: 'icon', href: svgDataUrl(faviconSvg), type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

// Only the SPA fallback page shows this: every route's own meta replaces it once the route renders.
export const meta: Route.MetaFunction = () => [{ title: brand.name }, { name: 'robots', content: 'noindex, nofollow' }];

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the moment the prerendered page became interactive, so end-to-end tests never act on it too early.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // A page of islands (the route table's `hydrate: 'islands'`, decision 028) carries the islands loader instead of
  // React Router's scripts: nothing of the router reaches it, so the build has nothing to take out again.
  const pageOfIslands = useContext(IslandRenderer);
  return (
    <html lang="el">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand.themeColor} />
        <Meta />
        <Links />
        <LateWebFonts />
        <VisitAttribution />
      </head>
      <body>
        {children}
        {pageOfIslands ? <IslandsLoader url={pageOfIslands.loaderUrl} /> : <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(reportWebVitals, []);
  // The staff's pages: none of the visitors' header, footer, consent question or outbox.
  if (isBackOffice(useLocation().pathname)) return <BackOfficeRoot />;
  return (
    <SiteShell>
      <RouteFrame>
        <Outlet />
      </RouteFrame>
      {/* On a page of islands, started by an island that shows toasts (a form). */}
      <Island of={toasts} props={{}} />
      {/* Started by the loader only when the device keeps a lead to send (decision 030). */}
      <Island of={outbox} props={{}} />
    </SiteShell>
  );
}

/**
 * The SPA fallback (client-only pages, such as the admin, and pages newer than the build): the shell
 * with a loading state, painted at once and replaced by the page when its code has run.
 */
export function HydrateFallback() {
  return (
    <SiteShell>
      <LoadingState label="Φόρτωση σελίδας…" pageHeading />
    </SiteShell>
  );
}

/** Routing failures: the specification's fallback screen, with the status or the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <SiteShell>
      <StatusCard
        title="Unexpected Application Error!"
        message={<p>{detail}</p>}
        actions={
          <button type="button" className={buttonStyles({ tone: 'secondary' })} onClick={() => window.location.reload()}>
            Δοκιμάστε ξανά
          </button>
        }
      />
    </SiteShell>
  );
}
