import { Card } from '../Card/Card';
import { Tiles } from '../Tiles/Tiles';
import * as css from './EventCards.css';
import { Heading } from '../Heading/Heading';

export type EventInfo = { title: string; date: string; time: string; place: string; text: string };

/** What each card says of its event, in this order. */
const facts = ['date', 'time', 'place'] as const;

export type EventCardsProps = { events: readonly EventInfo[]; labels: Record<(typeof facts)[number], string> };

/**
 * Upcoming events: what, when, at what time, where.
 * Accessibility: a list of articles, each titled by a heading, its facts a description list (term and value read together).
 */
export function EventCards({ events, labels }: EventCardsProps) {
  return (
    <Tiles as="ul" columns={{ tablet: 2 }}>
      {events.map((event) => (
        <li key={event.title}>
          <Card as="article" padding="lg" space="sm" className={css.card}>
            <Heading level={3} className={css.title}>
              {event.title}
            </Heading>
            <p className={css.text}>{event.text}</p>
            <dl className={css.facts}>
              {facts.map((fact) => (
                <div key={fact}>
                  <dt className={css.term}>{labels[fact]}</dt>
                  <dd className={css.detail}>{event[fact]}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </Tiles>
  );
}
