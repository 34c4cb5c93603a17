import '@cg/ui/global';
import { useContext, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches } from 'react-router';
import { LoadingState, StatusCard, ToastRegion, buttonStyles } from '@cg/ui';
import type { Route } from './+types/root';
import { brand } from '@cg/content/brand';
import { VisitAttribution } from './attribution/VisitAttribution';
import { LateWebFonts } from './components/LateWebFonts';
import { Island } from './islands/Island';
import { hydratesOnlyIslands, IslandRenderer } from './islands/islandRenderer';
import { RouteFrame } from './components/RouteFrame';
import { SiteShell } from './components/SiteShell';
import { reportWebVitals } from './lib/webVitals';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

// Only the SPA fallback page shows this: every route's own meta replaces it once the route renders.
export const meta: Route.MetaFunction = () => [{ title: brand.name }, { name: 'robots', content: 'noindex, nofollow' }];

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the moment the prerendered page became interactive, so end-to-end tests never act on it too early.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // A page that hydrates only its islands (decision 028) ships without route scripts: the build swaps in the islands loader.
  const renderIsland = useContext(IslandRenderer);
  const islandsOnly = useMatches().some((match) => hydratesOnlyIslands(match.handle)) && renderIsland !== null;
  return (
    <html lang="el" data-islands={islandsOnly ? 'loader' : undefined}>
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
        <IslandRenderer value={islandsOnly ? renderIsland : null}>{children}</IslandRenderer>
        {/* On a page of islands too: React Router's build requires it; the build's last step takes it off again. */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(reportWebVitals, []);
  return (
    <SiteShell>
      <RouteFrame>
        <Outlet />
      </RouteFrame>
      {/* On a page of islands, hydrated when an island that shows toasts does (islands/ToastsIsland.tsx). */}
      <Island name="toasts" component={ToastRegion} props={{}} when="asked" />
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
