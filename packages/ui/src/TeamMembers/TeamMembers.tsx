import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { Tiles } from '../Tiles/Tiles';
import * as css from './TeamMembers.css';
import { Heading } from '../Heading/Heading';

/** A member's photo: the fallback file, the same picture in other formats and sizes (`srcSet` with widths), and what it shows. */
export type TeamPhoto = { src: string; sources?: readonly { type: string; srcSet: string }[]; alt: string };

export type TeamMember = { name: string; role: string; bio: string; photo?: TeamPhoto };

/** The photo's drawn size in CSS pixels (TeamMembers.css.ts's 5rem), which `sizes` tells the browser. */
const photoSize = 80;

/**
 * The team, each with a bio behind a native disclosure (<details>): Enter and Space open it, it works
 * before hydration and without JavaScript, and the collapsed bio is in the HTML for readers and search.
 * A member with a photo shows it (its own words as its text), one without shows the initial of their name.
 * Accessibility: a list of people, each named by a heading; the biography opens in a `<details>` (Enter or Space), its initials avatar hidden from screen readers.
 */
export function TeamMembers({ members, bioLabel }: { members: readonly TeamMember[]; bioLabel: string }) {
  return (
    <Tiles as="ul" columns={{ tablet: 2, desktop: 4 }}>
      {members.map((member) => (
        <Card as="li" padding="lg" space="xs" key={member.name}>
          {member.photo ? (
            <picture>
              {member.photo.sources?.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={`${photoSize}px`} />
              ))}
              <img
                className={css.photo}
                src={member.photo.src}
                alt={member.photo.alt}
                width={photoSize}
                height={photoSize}
                loading="lazy"
                decoding="async"
              />
            </picture>
          ) : (
            <span className={css.avatar} aria-hidden="true">
              {member.name.slice(0, 1)}
            </span>
          )}
          <Heading level={3} className={css.name}>
            {member.name}
          </Heading>
          <p className={css.role}>{member.role}</p>
          <details className={css.details}>
            <summary className={css.summary}>
              {bioLabel}
              <Icon name="chevronDown" size={16} className={css.chevron} />
            </summary>
            <p className={css.bio}>{member.bio}</p>
          </details>
        </Card>
      ))}
    </Tiles>
  );
}
