import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { Tiles } from '../Tiles/Tiles';
import * as css from './ServiceCardGrid.css';
import { Heading } from '../Heading/Heading';

export type ServiceCard = { title: string; description: string; href: string };

export type ServiceCardGridProps = { cards: readonly ServiceCard[]; moreLabel: string };

/**
 * Cards that are links as a whole, with one link name each (the card's title).
 * Accessibility: a list of articles, each with one link (its title); the arrow is decorative.
 */
export function ServiceCardGrid({ cards, moreLabel }: ServiceCardGridProps) {
  return (
    <Tiles as="ul" columns={{ tablet: 2, desktop: 3 }}>
      {/* Two cards may lead to one page (staff choose the links): the place keeps each key its own. */}
      {cards.map((card, index) => (
        <li key={`${index}:${card.href}`}>
          <article className={css.card}>
            <Heading level={3} className={css.title}>
              <Link href={card.href} className={css.link}>
                {card.title}
              </Link>
            </Heading>
            <p className={css.description}>{card.description}</p>
            <span className={css.more} aria-hidden="true">
              {moreLabel}
              <Icon name="arrowRight" size={16} />
            </span>
          </article>
        </li>
      ))}
    </Tiles>
  );
}
