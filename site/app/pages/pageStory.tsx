import type { Decorator } from '@storybook/react-vite';
import { createRoutesStub } from 'react-router';
import { LinkProvider } from '@cg/ui';
import { RouteFrame } from '../components/RouteFrame';
import { RouterLink } from '../lib/RouterLink';

/**
 * Shows a page as the site frames it at `path`: its breadcrumbs above and its related services below,
 * router links inside. (The header and footer have stories of their own.)
 */
export const atRoute =
  (path: string): Decorator =>
  (Story) => {
    const Stub = createRoutesStub([
      {
        path: '*',
        Component: () => (
          <LinkProvider value={RouterLink}>
            <RouteFrame>
              <Story />
            </RouteFrame>
          </LinkProvider>
        ),
      },
    ]);
    return <Stub initialEntries={[path]} />;
  };
