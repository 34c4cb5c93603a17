import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LinkProvider, SiteFooter, SkipLink } from '@cg/ui';
import { brand } from '@cg/content/brand';
import { contactInfo } from '@cg/content/contact';
import { footerServiceLinks, privacyLink, privacySettingsLink, socialLinks, termsLink } from '@cg/content/navigation';
import { ConsentQuestion } from '../consent/ConsentQuestion';
import consent from '../islands/consent.island';
import header from '../islands/header.island';
import { Island } from '../islands/Island';
import { mainId } from '../lib/mainId';
import { RouterLink } from '../lib/RouterLink';
import { useCurrentYear } from '../lib/useCurrentYear';
import { useRouteFocus } from '../lib/useRouteFocus';
import * as css from './SiteShell.css';

/** The privacy settings ask the question again in place (askConsent); without JavaScript they lead to the notice's part on them. */
const legalLinks = [termsLink, privacyLink, { ...privacySettingsLink, answeredInPlaceBy: consent.name }];

/** Header, main region and footer around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const year = useCurrentYear();
  useRouteFocus(mainId);
  return (
    <LinkProvider value={RouterLink}>
      <SkipLink href={`#${mainId}`}>Μετάβαση στο κύριο περιεχόμενο</SkipLink>
      <Island of={consent} view={ConsentQuestion} props={{ mainId, settingsHref: privacySettingsLink.href }} />
      <Island of={header} props={{ currentPath: pathname }} />
      <main id={mainId} tabIndex={-1} className={css.main}>
        {children}
      </main>
      <SiteFooter
        brandName={brand.name}
        tagline={`Επαγγελματικός προσανατολισμός και συμβουλευτική σταδιοδρομίας από το ${brand.foundingYear}.`}
        servicesTitle="Υπηρεσίες"
        serviceLinks={footerServiceLinks}
        contactTitle="Επικοινωνία"
        contact={contactInfo}
        socialLinks={socialLinks}
        legalLinks={legalLinks}
        copyright={`© ${year} ${brand.name}`}
      />
    </LinkProvider>
  );
}
