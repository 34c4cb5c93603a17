import type { ReactNode } from 'react';
import { cx } from '../styles/cx';
import * as css from './DataTable.css';

export type DataTableProps<Row> = {
  /** Names the scrolling region; it takes focus, so a keyboard can scroll a table wider than the screen. */
  region: string;
  caption: ReactNode;
  /** The column headings, in order. */
  columns: readonly string[];
  rows: readonly Row[];
  /** What the table says when it has no rows. */
  empty: ReactNode;
  /** One `tr` (with its key) per row. */
  renderRow: (row: Row) => ReactNode;
  className?: string;
};

/** The admin's tables, written once: a captioned table with column headings, in a region that scrolls sideways on a phone. */
export function DataTable<Row>({ region, caption, columns, rows, empty, renderRow, className }: DataTableProps<Row>) {
  return (
    <div className={css.scroller} role="region" aria-label={region} tabIndex={0}>
      <table className={cx(css.table, className)}>
        <caption className={css.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col" className={css.headCell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={css.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map(renderRow)
          )}
        </tbody>
      </table>
    </div>
  );
}
