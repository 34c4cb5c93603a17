import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BackOfficeShell } from '@cg/ui';
import { brand } from '@cg/content/brand';
import { adminTexts as text } from '@cg/content/adminTexts';
import { mainId } from '../lib/mainId';
import { backOfficeHome, backOfficeNav } from './backOfficePages';
import * as css from './admin.css';

/**
 * Every back-office page's frame: the brand, the pages once someone is signed in, and who that is with the
 * way out. Nothing of the public site (its header, footer, consent question) is around it.
 */
export function BackOffice({ account, children }: { account?: { email: string; signOut: ReactNode }; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <BackOfficeShell
      brandName={brand.name}
      brandHref={backOfficeHome}
      areaLabel={text.nav.label}
      skipLinkLabel={text.skipLink}
      mainId={mainId}
      items={account ? backOfficeNav(pathname, search) : []}
      account={
        account ? (
          <>
            <span className={css.muted}>{text.signedInAs(account.email)}</span>
            {account.signOut}
          </>
        ) : undefined
      }
    >
      {children}
    </BackOfficeShell>
  );
}
