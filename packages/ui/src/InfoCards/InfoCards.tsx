import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/ButtonLink';
import { Tiles } from '../Tiles/Tiles';
import { Stack } from '../Stack/Stack';
import * as css from './InfoCards.css';
import { Heading } from '../Heading/Heading';

export type InfoCard = {
  title: string;
  text: ReactNode;
  /** A short label above the title, e.g. a session's length. */
  badge?: string;
  points?: readonly string[];
  action?: { label: string; href: string };
};

export type InfoCardsProps = { cards: readonly InfoCard[]; columns?: 2 | 3 | 4 };

/**
 * Cards that describe (not link as a whole): a title, a text, optional points and one action.
 * Accessibility: a list of articles, each titled by a heading, its points a list, its action a link named by its text.
 */
export function InfoCards({ cards, columns = 2 }: InfoCardsProps) {
  return (
    <Tiles as="ul" columns={{ tablet: 2, desktop: columns }}>
      {/* Staff write the cards: two may share a title, two points their words, so each is keyed by its place too. */}
      {cards.map((card, index) => (
        <li key={`${index}:${card.title}`}>
          <article className={css.card}>
            {card.badge ? (
              <Badge as="p" className={css.badge}>
                {card.badge}
              </Badge>
            ) : null}
            <Heading level={3} className={css.title}>
              {card.title}
            </Heading>
            <p className={css.text}>{card.text}</p>
            {card.points?.length ? (
              <Stack as="ul" space="xxs" className={css.points}>
                {card.points.map((point, index) => (
                  <li key={`${index}:${point}`}>{point}</li>
                ))}
              </Stack>
            ) : null}
            {card.action ? (
              <ButtonLink href={card.action.href} tone="secondary" className={css.action}>
                {card.action.label}
              </ButtonLink>
            ) : null}
          </article>
        </li>
      ))}
    </Tiles>
  );
}
