import { answeredInPlace } from '../Enhancement/answeredInPlace';
import { chooseAttributes } from '../Enhancement/chooseOnFollow';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { ButtonLink } from '../Button/ButtonLink';
import type { BadgeTone } from '../Badge/Badge.css';
import { Card } from '../Card/Card';
import { Inline } from '../Inline/Inline';
import { cx } from '../styles/cx';
import { Tiles } from '../Tiles/Tiles';
import { visuallyHidden } from '../styles/utilities.css';
import * as css from './EventCards.css';
import { Heading } from '../Heading/Heading';

export type EventInfo = {
  title: string;
  date: string;
  time: string;
  place: string;
  text: string;
  /** The card's id, so a link can lead to one event (`#id`); the title otherwise keys it. */
  id?: string;
  /** Who the event is for, above its title. */
  audience?: string;
  /** Where the place leads (a map, the online room), and what a screen reader hears after the place (`hint`). */
  placeLink?: { href: string; hint: string };
  /** The event's state on a pill: seats running out, full, cancelled. */
  badge?: { label: string; tone: BadgeTone };
  /** A line under the facts (a moved event's former date, the seats left). */
  note?: string;
  /**
   * Where to register (the page's form): a link under the card, named with the event's title for a screen reader;
   * `choose` picks the event in that form as the link is followed (chooseOnFollow), by the code `answeredInPlaceBy`
   * names (answeredInPlace): a tap before that code is there waits for it, and gets its answer.
   */
  action?: { href: string; label: string; choose?: { field: string; value: string }; answeredInPlaceBy?: string };
};

/** What each card says of its event, in this order. */
const facts = ['date', 'time', 'place'] as const;

export type EventCardsProps = { events: readonly EventInfo[]; labels: Record<(typeof facts)[number], string> };

/**
 * Upcoming events: what, when, at what time, where, and (when the page knows it) how many seats are left.
 * Use it for a short list of dated events; for articles or services use their own cards.
 * Accessibility: a list of articles, each named by its heading, its facts a description list (term and value read
 * together); the state pill is text, never colour alone; a place's link says where it leads to a screen reader.
 */
export function EventCards({ events, labels }: EventCardsProps) {
  const prefix = useId();
  return (
    <Tiles as="ul" columns={{ tablet: 2 }}>
      {events.map((event, index) => (
        <li key={event.id ?? event.title} id={event.id}>
          <Card as="article" padding="lg" space="sm" className={css.card} aria-labelledby={`${prefix}-${index}`}>
            {event.audience || event.badge ? (
              <Inline as="p" space="sm">
                {event.audience ? <span className={css.audience}>{event.audience}</span> : null}
                {event.badge ? <Badge tone={event.badge.tone}>{event.badge.label}</Badge> : null}
              </Inline>
            ) : null}
            <Heading level={3} className={css.title} id={`${prefix}-${index}`}>
              {event.title}
            </Heading>
            <p className={css.text}>{event.text}</p>
            <dl className={css.facts}>
              {facts.map((fact) => (
                <div key={fact}>
                  <dt className={css.term}>{labels[fact]}</dt>
                  <dd className={fact === 'time' ? cx(css.detail, css.unbroken) : css.detail}>
                    {fact === 'place' && event.placeLink ? (
                      <a href={event.placeLink.href} className={css.placeLink}>
                        {event.place}
                        <span className={visuallyHidden}> ({event.placeLink.hint})</span>
                      </a>
                    ) : (
                      event[fact]
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {event.note ? <p className={css.note}>{event.note}</p> : null}
            {event.action ? (
              <p>
                {/* Named with the event's title (its visible words first), so a list of links tells the events apart. */}
                <ButtonLink
                  href={event.action.href}
                  tone="secondary"
                  aria-label={`${event.action.label}: ${event.title}`}
                  {...(event.action.choose ? chooseAttributes(event.action.choose) : {})}
                  {...(event.action.answeredInPlaceBy ? { [answeredInPlace]: event.action.answeredInPlaceBy } : {})}
                >
                  {event.action.label}
                </ButtonLink>
              </p>
            ) : null}
          </Card>
        </li>
      ))}
    </Tiles>
  );
}
