import { countAt, runCountUp } from './countUp';
import { formatCount } from './formatCount';
import type { Stat } from './StatCounters';

/**
 * StatCounters' count without React, on its prerendered HTML (`list` is its <dl>): for a page that hydrates no
 * React. The same figures, steps and reduced-motion rule as the component; a figure's text changes only when it
 * shows a new value.
 */
export function countUpInPlace(list: HTMLElement, items: readonly Pick<Stat, 'value' | 'suffix'>[], delayMs = 0): () => void {
  const figures = [...list.querySelectorAll<HTMLElement>('[data-stat-value]')];
  if (figures.length !== items.length) return () => undefined;
  return runCountUp(
    list,
    (elapsed) => {
      items.forEach((item, index) => {
        const text = `${formatCount(countAt(item.value, elapsed))}${item.suffix ?? ''}`;
        const figure = figures[index]!;
        if (figure.textContent !== text) figure.textContent = text;
      });
    },
    delayMs,
  );
}
