import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createRoutesStub, useNavigate, type InitialEntry } from 'react-router';
import { LinkProvider, ToastRegion } from '@cg/ui';
import { PageFrameView } from '../components/PageFrameView';
import { ThankYouNavigation, type GoToThankYou } from '../forms/thankYouNavigation';
import { AddressContext, memoryAddress } from '../lib/address';
import { frameOf } from '../lib/frameOf';
import { routeAt } from '@cg/data/routeTable';
import { RouterLink } from '../lib/RouterLink';
import { isBackOffice } from '../admin/isBackOffice';
import { expect, waitFor, within } from 'storybook/test';

/**
 * Shows a page as the site frames it at `path` (a path, or a location with navigation state): its
 * breadcrumbs above and its related services below, router links inside. (The header and footer have
 * stories of their own.)
 */
export const atRoute =
  (path: InitialEntry): Decorator =>
  (Story) => {
    const { pathname = '/', search = '' } = typeof path === 'string' ? new URL(path, 'http://localhost') : path;
    // The back office has its own frame (BackOffice), without the public pages' breadcrumbs.
    const frame = isBackOffice(pathname) ? undefined : frameOf(routeAt(pathname));
    // A part that keeps its state in the address without the router (lib/address.ts) keeps it in memory here,
    // not in the story frame's own address.
    const address = memoryAddress(search);
    const Stub = createRoutesStub([
      {
        path: '*',
        Component: () => (
          <AddressContext value={address}>
            <StoryThankYouNavigation>
              <LinkProvider value={RouterLink}>
                <PageFrameView frame={frame}>
                  <Story />
                </PageFrameView>
              </LinkProvider>
            </StoryThankYouNavigation>
          </AddressContext>
        ),
      },
    ]);
    return <Stub initialEntries={[path]} />;
  };

/** A lead form in a story goes to its thank-you page through the story's router, not by loading the story frame away. */
function StoryThankYouNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const go: GoToThankYou = (path, visitor) => navigate(path, { state: visitor ? { visitor } : undefined });
  return <ThankYouNavigation value={go}>{children}</ThankYouNavigation>;
}

/** A page with a lead form starts each story with an empty tab (and, as every story, from the backend's snapshot). */
export function freshLeadPage() {
  window.sessionStorage.clear();
}

/** The page's title and its lead form (in the #lead-form section the hero's button scrolls to; an island, so it may come a moment later). */
export async function showsTitleAndLeadForm({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  await waitFor(() => expect(canvasElement.querySelector('#lead-form form[method="post"]')).not.toBeNull());
}

/** The page's title is there: the least a page story checks. */
export async function showsTitle({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
}

/** Pages whose stories show toasts render the site's toast region beside them. */
export const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <ToastRegion />
  </>
);
