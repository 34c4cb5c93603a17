import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { Tiles } from '../Tiles/Tiles';
import * as css from './TeamMembers.css';
import { Heading } from '../Heading/Heading';

export type TeamMember = { name: string; role: string; bio: string };

/**
 * The team, each with a bio behind a native disclosure (<details>): Enter and Space open it, it works
 * before hydration and without JavaScript, and the collapsed bio is in the HTML for readers and search.
 * Accessibility: a list of people, each named by a heading; the biography opens in a `<details>` (Enter or Space), its initials avatar hidden from screen readers.
 */
export function TeamMembers({ members, bioLabel }: { members: readonly TeamMember[]; bioLabel: string }) {
  return (
    <Tiles as="ul" columns={{ tablet: 2, desktop: 4 }}>
      {members.map((member) => (
        <Card as="li" padding="lg" space="xs" key={member.name}>
          <span className={css.avatar} aria-hidden="true">
            {member.name.slice(0, 1)}
          </span>
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
