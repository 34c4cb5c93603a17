import { useId, useLayoutEffect, useRef } from 'react';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import * as css from './StackedBarChart.css';

export type ChartSeries = { key: string; label: string };
export type ChartCategory = {
  key: string;
  label: string;
  /** A shorter label under the bar, where there is room for it. */ short?: string;
};

export type StackedBarChartProps = {
  /** What the chart shows: its caption and the picture's accessible name. */
  title: string;
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  /** values[category][series]; a missing one is 0. */
  values: Readonly<Record<string, Readonly<Record<string, number>>>>;
  format: (value: number) => string;
  /** The table's disclosure ("Πίνακας") and the total column's heading. */
  labels: { table: string; category: string; total: string };
  /** Every how many categories a label is written under the bars. */
  labelEvery?: number;
  /**
   * Categories in time order whose latest matters most (this week): a picture wider than a phone opens
   * scrolled to its end, and the table lists the latest first.
   */
  latestFirst?: boolean;
};

const width = 640;
const height = 220;
const top = 12;
const bottom = 24;
const left = 36;

/** A round maximum for the scale: 1, 2 or 5 times a power of ten. */
function niceMax(value: number) {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value) ?? 10 * power;
}

/**
 * Counts per category (a week) stacked by series (a form), drawn in SVG for a glance, and the same
 * figures as a table under a disclosure, for screen readers and for copying into a spreadsheet. The
 * picture is one image with its caption as its name; the table carries the numbers.
 */
export function StackedBarChart({
  title,
  categories,
  series,
  values,
  format,
  labels,
  labelEvery = 4,
  latestFirst = false,
}: StackedBarChartProps) {
  const totals = categories.map((category) => series.reduce((sum, entry) => sum + (values[category.key]?.[entry.key] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotHeight = height - top - bottom;
  const slot = (width - left) / Math.max(1, categories.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Before the first paint, so the latest bars are what a phone shows first (right to left in no language here).
    if (latestFirst && scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [latestFirst]);
  const tableRows = categories.map((category, index) => ({ category, total: totals[index]! }));
  if (latestFirst) tableRows.reverse();
  return (
    <Stack as="figure" space="sm">
      <figcaption id={titleId} className={css.title}>
        {title}
      </figcaption>
      <Inline as="ul" space="md" className={css.legend}>
        {series.map((entry, index) => (
          <li key={entry.key}>
            <span aria-hidden="true" className={`${css.swatch} ${css.series[index % css.seriesColours.length]}`} />
            {entry.label}
          </li>
        ))}
      </Inline>
      {/* Never narrower than its labels can be read: on a phone it scrolls sideways, by keyboard too. */}
      <div ref={scroller} className={css.scroller} tabIndex={0} role="group" aria-labelledby={titleId}>
        <svg viewBox={`0 0 ${width} ${height}`} className={css.chart} role="img" aria-labelledby={titleId}>
          {[0, max / 2, max].map((tick) => (
            <g key={tick}>
              <line className={css.grid} x1={left} x2={width} y1={y(tick)} y2={y(tick)} />
              <text className={css.axisText} x={left - 6} y={y(tick) + 4} textAnchor="end">
                {format(tick)}
              </text>
            </g>
          ))}
          {categories.map((category, column) => {
            let stacked = 0;
            const x = left + column * slot + (slot - barWidth) / 2;
            return (
              <g key={category.key}>
                {series.map((entry, index) => {
                  const value = values[category.key]?.[entry.key] ?? 0;
                  if (!value) return null;
                  const from = stacked;
                  stacked += value;
                  return (
                    <rect
                      key={entry.key}
                      className={`${css.segment} ${css.series[index % css.seriesColours.length]}`}
                      x={x}
                      width={barWidth}
                      y={y(stacked)}
                      height={y(from) - y(stacked)}
                    />
                  );
                })}
                {column % labelEvery === 0 ? (
                  <text className={css.axisText} x={x + barWidth / 2} y={height - 6} textAnchor="middle">
                    {category.short ?? category.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <details className={css.tableDetails}>
        <summary>{labels.table}</summary>
        {/* Wider than a phone with many series: it scrolls within itself, by keyboard too, never the page. */}
        <div className={css.scroller} role="region" aria-label={`${labels.table}: ${title}`} tabIndex={0}>
          <table className={css.table}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.category}</th>
                {series.map((entry) => (
                  <th key={entry.key} scope="col">
                    {entry.label}
                  </th>
                ))}
                <th scope="col">{labels.total}</th>
              </tr>
            </thead>
            <tbody>
              {tableRows.map(({ category, total }) => (
                <tr key={category.key}>
                  <th scope="row">{category.label}</th>
                  {series.map((entry) => (
                    <td key={entry.key}>{format(values[category.key]?.[entry.key] ?? 0)}</td>
                  ))}
                  <td>{format(total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Stack>
  );
}
