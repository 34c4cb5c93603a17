import { ButtonLink } from '../Button/ButtonLink';
import { Icon } from '../Icon/Icon';
import type { NavItem } from '../SiteHeader/navTypes';
import * as css from './PodcastBlock.css';
import { Heading } from '../Heading/Heading';

export type PodcastBlockProps = { eyebrow: string; title: string; text: string; cta: NavItem };

/**
 * A wide brand-coloured band that invites to one listening destination (a podcast), with one call to action. For
 * several platforms at once use PlatformLinks; for a general call to action use CtaBanner.
 * Accessibility: the heading names the band; the headphones badge is decorative; the call to action is a link named by its text.
 */
export function PodcastBlock({ eyebrow, title, text, cta }: PodcastBlockProps) {
  return (
    <div className={css.card}>
      <span className={css.badge} aria-hidden="true">
        <Icon name="headphones" size={36} />
      </span>
      <div>
        <p className={css.eyebrow}>{eyebrow}</p>
        <Heading level={2} className={css.title}>
          {title}
        </Heading>
        <p className={css.text}>{text}</p>
      </div>
      <ButtonLink href={cta.href} tone="onBrand" size="lg">
        {cta.label}
        <Icon name="arrowRight" size={18} />
      </ButtonLink>
    </div>
  );
}
