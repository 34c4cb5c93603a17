import { Outlet } from 'react-router';
import { LinkProvider } from '@cg/ui';
import { Island } from '../islands/Island';
import toasts from '../islands/toasts.island';
import { mainId } from '../lib/mainId';
import { RouterLink } from '../lib/RouterLink';
import { useRouteFocus } from '../lib/useRouteFocus';

/** Around a back-office page instead of the public site's shell: its pages bring their own frame (BackOffice). */
export function BackOfficeRoot() {
  useRouteFocus(mainId);
  return (
    <LinkProvider value={RouterLink}>
      <Outlet />
      <Island of={toasts} props={{}} />
    </LinkProvider>
  );
}
