import { useEffect } from 'react';
import { ButtonLink, Icon, StatusCard } from '@cg/ui';
import { appLink } from '@cg/content/navigation';
import { Island } from '../islands/Island';
import notFound from '../islands/notFound.island';
import { logNotFound } from '../lib/logNotFound';

type NotFoundPageProps = { path: string };

/** '404', a way home, the companion app (also a template the shell of an article newer than the build shows). */
export function NotFoundView() {
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

/** Where React renders the page whole: it logs the path it was given (on a page of islands, the notFound island does). */
function LoggedNotFound({ path }: NotFoundPageProps) {
  useEffect(() => logNotFound(path), [path]);
  return <NotFoundView />;
}

/**
 * Any path no route matches: '404', a way home, the companion app; the attempted path is logged. On the built site
 * (one page for every unknown path) an island logs the address the visitor asked for, without React.
 */
export function NotFoundPage({ path }: NotFoundPageProps) {
  return <Island of={notFound} view={LoggedNotFound} props={{ path }} />;
}
