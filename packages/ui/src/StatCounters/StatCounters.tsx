import { useEffect, useRef, type ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { visuallyHidden } from '../styles/utilities.css';
import { countUpInPlace } from './countUpInPlace';
import { formatCount } from './formatCount';
import * as css from './StatCounters.css';

export type Stat = { value: number; suffix?: string; label: string };

/** A figure as shown, in one text node (the count changes that node's text). */
const shownFigure = (item: Stat) => `${formatCount(item.value)}${item.suffix ?? ''}`;

export type StatCountersProps = {
  items: readonly Stat[];
  /** Wait this long after becoming half visible before counting. */
  delayMs?: number;
  footer?: ReactNode;
};

/**
 * Animated figures; screen readers always get the final value, never the moving one. The HTML holds the final figures;
 * the count runs on them in place (countUpInPlace), the same code a page without React runs on this HTML.
 */
export function StatCounters({ items, delayMs = 0, footer }: StatCountersProps) {
  const list = useRef<HTMLDListElement>(null);
  useEffect(() => (list.current ? countUpInPlace(list.current, items, delayMs) : undefined), [items, delayMs]);
  return (
    <Stack space="lg">
      <dl ref={list} className={css.list}>
        {items.map((item) => (
          <div key={item.label} className={css.item}>
            <dt className={css.label}>{item.label}</dt>
            <dd className={css.value}>
              {/* The final figure, unseen, holds the box: the count changes only the text inside it, which starts at its
                  left edge, so neither it nor anything beside it moves (no layout shift) as it counts. */}
              <span aria-hidden="true" className={css.figure}>
                <span className={css.finalFigure}>{shownFigure(item)}</span>
                <span className={css.countedFigure} data-testid="stat-value" data-stat-value>
                  {shownFigure(item)}
                </span>
              </span>
              <span className={visuallyHidden}>{shownFigure(item)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {footer ? (
        <Inline space="sm" align="center">
          {footer}
        </Inline>
      ) : null}
    </Stack>
  );
}
