import type { ReactNode } from 'react';
import { cx } from '../styles/cx';
import * as table from './DataTable.css';

/**
 * A row's header cell: what the row is (a title, a name), and under it a quieter line that tells it apart (a slug, an
 * audience). A screen reader announces it with each cell of the row.
 */
export function RowTitle({ title, detail, detailClassName }: { title: ReactNode; detail?: ReactNode; detailClassName?: string }) {
  return (
    <th scope="row" className={table.cell}>
      <span className={table.strong}>{title}</span>
      {detail ? <span className={cx(table.secondary, detailClassName)}>{detail}</span> : null}
    </th>
  );
}
