import { Card } from '../Card/Card';
import { Tiles } from '../Tiles/Tiles';
import * as css from './EventCards.css';

export type EventInfo = { title: string; date: string; time: string; place: string; text: string };

export type EventCardsProps = { events: readonly EventInfo[]; labels: { date: string; time: string; place: string } };

/** Upcoming events: what, when, at what time, where. */
export function EventCards({ events, labels }: EventCardsProps) {
  return (
    <Tiles as="ul" columns={{ tablet: 2 }}>
      {events.map((event) => (
        <li key={event.title}>
          <Card as="article" padding="lg" space="sm" className={css.card}>
            <h3 className={css.title}>{event.title}</h3>
            <p className={css.text}>{event.text}</p>
            <dl className={css.facts}>
              <div>
                <dt className={css.term}>{labels.date}</dt>
                <dd className={css.detail}>{event.date}</dd>
              </div>
              <div>
                <dt className={css.term}>{labels.time}</dt>
                <dd className={css.detail}>{event.time}</dd>
              </div>
              <div>
                <dt className={css.term}>{labels.place}</dt>
                <dd className={css.detail}>{event.place}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </Tiles>
  );
}
