import { Icon } from '../Icon/Icon';
import { list, link } from './SocialLinks.css';
import { cx } from '../styles/cx';

export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export type SocialLink = { network: SocialNetwork; href: string; label: string };

export type SocialLinksProps = { links: readonly SocialLink[]; className?: string; onNavigate?: () => void };

/** Icon links to the company's social profiles, each named for screen readers, opening in a new tab. */
export function SocialLinks({ links, className, onNavigate }: SocialLinksProps) {
  return (
    <ul className={cx(list, className)} role="list">
      {links.map(({ network, href, label }) => (
        <li key={network}>
          <a className={link} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} onClick={onNavigate}>
            <Icon name={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
