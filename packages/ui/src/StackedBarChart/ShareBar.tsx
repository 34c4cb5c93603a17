import * as css from './StackedBarChart.css';

/**
 * A share drawn as a bar beside its figure in a table row: decoration only, the figure is the text.
 * Accessibility: decorative (hidden from screen readers): the share it draws is always written beside it in numbers.
 */
export function ShareBar({ share }: { share: number }) {
  const width = Math.max(0, Math.min(1, share)) * 100;
  return (
    <svg aria-hidden="true" className={css.shareBar} viewBox="0 0 100 8" preserveAspectRatio="none">
      <rect className={css.track} width="100" height="8" />
      <rect className={css.series[0]} width={width} height="8" />
    </svg>
  );
}
