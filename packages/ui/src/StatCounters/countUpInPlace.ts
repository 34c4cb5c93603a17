import { countAt, runCountUp } from './countUp';
import { formatCount } from './formatCount';
import type { Stat } from './StatCounters';

/**
 * StatCounters' count, on its HTML (`list` is its <dl>): the one implementation, which the component runs in an
 * effect and a page without React on its prerendered HTML. A figure's text node changes only when it shows a new
 * value (the same node, so React's own stays in place).
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
        if (figure.textContent === text) return;
        if (figure.firstChild instanceof Text) figure.firstChild.data = text;
        else figure.textContent = text;
      });
    },
    delayMs,
  );
}
