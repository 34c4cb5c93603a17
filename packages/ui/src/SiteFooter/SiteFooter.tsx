import { ContactDetails, type ContactInfo } from '../ContactDetails/ContactDetails';
import { answeredInPlace } from '../Enhancement/answeredInPlace';
import { Container } from '../Section/Section';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Link } from '../Link/Link';
import { SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import type { NavItem } from '../SiteHeader/navTypes';
import * as css from './SiteFooter.css';
import { Heading } from '../Heading/Heading';

export type LegalLink = NavItem & {
  /** Opens in a new tab (a PDF, say). */
  newTab?: boolean;
  /** Names what answers the link in place, where the page's own code does (answeredInPlace: a part of the page's). */
  answeredInPlaceBy?: string;
};

export type SiteFooterProps = {
  brandName: string;
  tagline: string;
  servicesTitle: string;
  serviceLinks: readonly NavItem[];
  contactTitle: string;
  contact: ContactInfo;
  socialLinks: readonly SocialLink[];
  /** Terms, privacy and the like, in the bottom row; the site decides what each one does. */
  legalLinks: readonly LegalLink[];
  copyright: string;
};

/**
 * The site's footer on every page: the brand and its line, the services, the contact details, the social links and a
 * bottom row of legal links and the copyright. Content arrives through props. For contact details inside a page use
 * ContactDetails.
 * Accessibility: the contentinfo landmark; each group of links under its own heading; the social links are named by the platform, not by their icons.
 */
export function SiteFooter(props: SiteFooterProps) {
  const { brandName, tagline, servicesTitle, serviceLinks, contactTitle, contact, socialLinks, legalLinks, copyright } = props;
  return (
    <footer className={css.footer}>
      <Container>
        <Stack space="xl">
          <div className={css.grid}>
            <div>
              <p className={css.brandName}>{brandName}</p>
              <p className={css.tagline}>{tagline}</p>
              <SocialLinks links={socialLinks} />
            </div>
            <nav aria-label={servicesTitle}>
              <Heading level={2} className={css.columnTitle}>
                {servicesTitle}
              </Heading>
              <Stack as="ul" space="xs">
                {serviceLinks.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} className={css.link}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </nav>
            <div>
              <Heading level={2} className={css.columnTitle}>
                {contactTitle}
              </Heading>
              <ContactDetails {...contact} />
            </div>
          </div>
          <Inline space="md" align="spaceBetween" className={css.bottom}>
            <p>{copyright}</p>
            <Inline as="ul" space="md">
              {legalLinks.map((legal) => (
                <li key={legal.href}>
                  <a
                    className={css.link}
                    href={legal.href}
                    {...(legal.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    {...(legal.answeredInPlaceBy ? { [answeredInPlace]: legal.answeredInPlaceBy } : {})}
                  >
                    {legal.label}
                  </a>
                </li>
              ))}
            </Inline>
          </Inline>
        </Stack>
      </Container>
    </footer>
  );
}
