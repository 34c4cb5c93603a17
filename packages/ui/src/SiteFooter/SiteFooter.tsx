import type { MouseEvent } from 'react';
import { ContactDetails, type ContactInfo } from '../ContactDetails/ContactDetails';
import { Container } from '../Section/Section';
import { Link } from '../Link/Link';
import { SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import type { NavItem } from '../SiteHeader/navTypes';
import * as css from './SiteFooter.css';

export type SiteFooterProps = {
  brandName: string;
  tagline: string;
  servicesTitle: string;
  serviceLinks: readonly NavItem[];
  contactTitle: string;
  contact: ContactInfo;
  socialLinks: readonly SocialLink[];
  terms: NavItem;
  /** The privacy page does not exist yet: the link explains that instead of navigating. */
  privacy: NavItem & { notice: string };
  copyright: string;
};

export function SiteFooter(props: SiteFooterProps) {
  const { brandName, tagline, servicesTitle, serviceLinks, contactTitle, contact, socialLinks, terms, privacy, copyright } = props;
  const showPrivacyNotice = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.alert(privacy.notice);
  };
  return (
    <footer className={css.footer}>
      <Container>
        <div className={css.grid}>
          <div>
            <p className={css.brandName}>{brandName}</p>
            <p className={css.tagline}>{tagline}</p>
            <SocialLinks links={socialLinks} />
          </div>
          <nav aria-label={servicesTitle}>
            <h2 className={css.columnTitle}>{servicesTitle}</h2>
            <ul className={css.linkList} role="list">
              {serviceLinks.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={css.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={css.columnTitle}>{contactTitle}</h2>
            <ContactDetails {...contact} />
          </div>
        </div>
        <div className={css.bottom}>
          <p>{copyright}</p>
          <ul className={css.legalLinks} role="list">
            <li>
              <a className={css.link} href={terms.href} target="_blank" rel="noopener noreferrer">
                {terms.label}
              </a>
            </li>
            <li>
              <a className={css.link} href={privacy.href} onClick={showPrivacyNotice}>
                {privacy.label}
              </a>
            </li>
          </ul>
        </div>
      </Container>
    </footer>
  );
}
