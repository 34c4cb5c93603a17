import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink, Icon, StatusCard } from '@cg/ui';
import type { Route } from './+types/not-found';
import { homeMeta } from '../content/metadata';
import { appLink } from '../content/navigation';
import { buildMeta } from '../lib/meta';

// Unknown routes use the home metadata, but are never indexed.
export const meta: Route.MetaFunction = () => buildMeta({ ...homeMeta, noindex: true });

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);
  return (
    <StatusCard
      code="404"
      title="Oops! Page not found"
      actions={
        <>
          <ButtonLink href="/">Return to Home</ButtonLink>
          <ButtonLink href={appLink.href} tone="secondary" newTab>
            {appLink.label}
            <Icon name="external" size={16} />
          </ButtonLink>
        </>
      }
    />
  );
}
