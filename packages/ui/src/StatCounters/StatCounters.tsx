import type { ReactNode } from 'react';
import { Inline } from '../Inline/Inline';
import { visuallyHidden } from '../styles/utilities.css';
import { formatCount } from './formatCount';
import { useCountUp } from './useCountUp';
import * as css from './StatCounters.css';

export type Stat = { value: number; suffix?: string; label: string };

export type StatCountersProps = {
  items: readonly Stat[];
  /** Wait this long after becoming half visible before counting. */
  delayMs?: number;
  footer?: ReactNode;
};

/** Animated figures; screen readers always get the final value, never the moving one. */
export function StatCounters({ items, delayMs = 0, footer }: StatCountersProps) {
  const { ref, shown } = useCountUp<HTMLDListElement>(
    items.map((item) => item.value),
    formatCount,
    delayMs,
  );
  return (
    <div>
      <dl ref={ref} className={css.list}>
        {items.map((item, index) => (
          <div key={item.label} className={css.item}>
            <dt className={css.label}>{item.label}</dt>
            <dd className={css.value}>
              <span aria-hidden="true" data-testid="stat-value" data-stat-value>
                {shown[index] ?? formatCount(item.value)}
                {item.suffix}
              </span>
              <span className={visuallyHidden}>
                {formatCount(item.value)}
                {item.suffix}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {footer ? (
        <Inline space="sm" align="center" className={css.footer}>
          {footer}
        </Inline>
      ) : null}
    </div>
  );
}
