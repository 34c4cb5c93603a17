import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { link } from './SocialLinks.css';

export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export type SocialLink = { network: SocialNetwork; href: string; label: string };

export type SocialLinksProps = { links: readonly SocialLink[]; className?: string; onNavigate?: () => void };

/** Icon links to the company's social profiles, each named for screen readers, opening in a new tab. */
export function SocialLinks({ links, className, onNavigate }: SocialLinksProps) {
  return (
    <Inline as="ul" space="xxs" className={className}>
      {links.map(({ network, href, label }) => (
        <li key={network}>
          <a className={link} href={href} target="_blank" rel="noopener noreferrer" aria-label={label} onClick={onNavigate}>
            <Icon name={network} />
          </a>
        </li>
      ))}
    </Inline>
  );
}
