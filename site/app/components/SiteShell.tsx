import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LinkProvider, SiteFooter, SkipLink } from '@cg/ui';
import { brand } from '@cg/content/brand';
import { contactInfo } from '@cg/content/contact';
import { footerServiceLinks, privacyLink, privacySettingsLink, socialLinks, termsLink } from '@cg/content/navigation';
import { openConsentSettings } from '../consent/adConsent';
import { ConsentPrompt } from '../consent/ConsentPrompt';
import { ConsentQuestionInHtml } from '../consent/ConsentQuestionInHtml';
import HeaderIsland from '../islands/HeaderIsland';
import { Island } from '../islands/Island';
import { mainId } from '../lib/mainId';
import { RouterLink } from '../lib/RouterLink';
import { useCurrentYear } from '../lib/useCurrentYear';
import { useRouteFocus } from '../lib/useRouteFocus';
import * as css from './SiteShell.css';

/**
 * The privacy settings: once hydrated they ask the question again in place; before, and without
 * JavaScript, they lead to the notice's section on them.
 */
const legalLinks = [
  termsLink,
  privacyLink,
  {
    ...privacySettingsLink,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      openConsentSettings();
    },
  },
];

/** Header, main region and footer around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const year = useCurrentYear();
  useRouteFocus(mainId);
  return (
    <LinkProvider value={RouterLink}>
      <SkipLink href={`#${mainId}`}>Μετάβαση στο κύριο περιεχόμενο</SkipLink>
      <Island
        name="consent"
        // Only the build renders the HTML twin (a page of islands): the browser's bundle leaves it out.
        component={import.meta.env.SSR ? ConsentQuestionInHtml : ConsentPrompt}
        elsewhere={ConsentPrompt}
        props={{ mainId, settingsHref: privacySettingsLink.href }}
        when="idle"
      />
      <Island name="header" component={HeaderIsland} props={{ currentPath: pathname }} when="interaction" />
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
