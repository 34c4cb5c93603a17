import { useEffect } from 'react';
import { ButtonLink, Icon, StatusCard } from '@cg/ui';
import { appLink } from '@cg/content/navigation';

/** Any path no route matches: '404', a way home, the companion app; the attempted path is logged. */
export function NotFoundPage({ path }: { path: string }) {
  useEffect(() => {
    console.warn('404: no page at', path);
  }, [path]);
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
