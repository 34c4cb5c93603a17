import { useRef, type ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { Column, Columns } from '../Columns/Columns';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import * as css from './ConsentBar.css';
import { useReservedBottom } from './useReservedBottom';

export type ConsentBarProps = {
  /** The region's name for screen readers. */
  label: string;
  /** The question, in a sentence or two. */
  message: ReactNode;
  acceptLabel: string;
  rejectLabel: string;
  /** Left out where the page gives the bar its behaviour without React (`data-answer` names each answer). */
  onAccept?: () => void;
  onReject?: () => void;
  /** Where the whole notice is. */
  more?: { label: string; href: string };
  /** The answer given before, when the question is asked again (`data-consent-current`: a page's own code may fill it). */
  current?: string;
  /**
   * Keeps the page's end and a focused control clear of the bar while it is rendered (reserveBottom); off where the
   * page's own code shows and hides the bar, and reserves the room itself.
   */
  reserveRoom?: boolean;
};

/**
 * One question asked in a small bar fixed to the bottom of the window: it covers a strip of the page
 * instead of moving it (no layout shift), yet hides nothing for good (the page's end and a focused
 * control scroll clear of it). It takes no focus (it comes right after the skip link in the tab order,
 * and screen readers find it as a named region), and its two answers look alike, so neither is the
 * easier one.
 */
export function ConsentBar({
  label,
  message,
  acceptLabel,
  rejectLabel,
  onAccept,
  onReject,
  more,
  current,
  reserveRoom = true,
}: ConsentBarProps) {
  const bar = useRef<HTMLElement>(null);
  useReservedBottom(reserveRoom ? bar : null);
  return (
    // Focusable for a page that moves focus to the question it asks again (a settings link).
    <section ref={bar} aria-label={label} className={css.bar} tabIndex={-1}>
      <Columns space="sm" collapseBelow="tablet" alignY="center">
        <Column>
          <p className={css.message}>
            {message}
            {more ? (
              <>
                {' '}
                <Link href={more.href}>{more.label}</Link>
              </>
            ) : null}
          </p>
          <p className={css.message} data-consent-current hidden={!current}>
            {current}
          </p>
        </Column>
        <Column width="content">
          {/* Native buttons: every page loads this bar, and Ariakit's Button would bring its core along. `data-answer`
              names each for a page that gives the bar its behaviour without React. */}
          <Inline space="sm">
            <button type="button" className={button({ tone: 'secondary' })} onClick={onAccept} data-answer="accept">
              {acceptLabel}
            </button>
            <button type="button" className={button({ tone: 'secondary' })} onClick={onReject} data-answer="reject">
              {rejectLabel}
            </button>
          </Inline>
        </Column>
      </Columns>
    </section>
  );
}
