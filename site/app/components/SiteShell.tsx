import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LinkProvider, SiteFooter, SiteHeader, SkipLink } from '@cg/ui';
import { brand } from '../content/brand';
import { contactInfo } from '../content/contact';
import { appLink, careerGuidanceMenu, footerServiceLinks, primaryLinks, privacyNotice, socialLinks } from '../content/navigation';
import { RouterLink } from '../lib/RouterLink';
import { useRouteFocus } from '../lib/useRouteFocus';
import * as css from './SiteShell.css';

export const mainId = 'main';

/** Header, main region and footer around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useRouteFocus(mainId);
  return (
    <LinkProvider value={RouterLink}>
      <SkipLink href={`#${mainId}`}>Μετάβαση στο κύριο περιεχόμενο</SkipLink>
      <SiteHeader
        brand={{ name: brand.name, href: '/' }}
        navLabel="Κύρια πλοήγηση"
        dropdown={careerGuidanceMenu}
        links={primaryLinks}
        socialLinks={socialLinks}
        appLink={appLink}
        menu={{ title: 'Μενού', openLabel: 'Μενού', closeLabel: 'Κλείσιμο μενού' }}
        currentPath={pathname}
      />
      <main id={mainId} tabIndex={-1} className={css.main}>
        {children}
      </main>
      <SiteFooter
        brandName={brand.name}
        tagline="Επαγγελματικός προσανατολισμός και συμβουλευτική σταδιοδρομίας από το 2002."
        servicesTitle="Υπηρεσίες"
        serviceLinks={footerServiceLinks}
        contactTitle="Επικοινωνία"
        contact={contactInfo}
        socialLinks={socialLinks}
        terms={{ label: 'Όροι χρήσης (PDF)', href: brand.termsPdfUrl }}
        privacy={{ label: 'Προσωπικά δεδομένα', href: '/privacy', notice: privacyNotice }}
        copyright={`© ${new Date().getFullYear()} ${brand.name}`}
      />
    </LinkProvider>
  );
}
