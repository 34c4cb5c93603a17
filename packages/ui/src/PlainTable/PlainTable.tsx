import type { ReactNode } from 'react';
import { DataTable } from '../DataTable/DataTable';
import * as table from '../DataTable/DataTable.css';

export type PlainTableRow = { id: string | number; cells: readonly ReactNode[] };

export type PlainTableProps = {
  region: string;
  caption: ReactNode;
  columns: readonly string[];
  rows: readonly PlainTableRow[];
  empty: ReactNode;
};

/**
 * An admin's list whose cells are only to read: the first cell heads its row.
 * It fits the width it is given (its cells wrap), a phone's too.
 * Accessibility: a captioned table with column headers and a row header in each row.
 */
export function PlainTable({ region, caption, columns, rows, empty }: PlainTableProps) {
  return (
    <DataTable
      region={region}
      caption={caption}
      columns={columns}
      rows={rows}
      empty={empty}
      className={table.fit}
      renderRow={(row) => (
        <tr key={row.id}>
          {row.cells.map((cell, index) =>
            index === 0 ? (
              <th key={index} scope="row" className={table.cell}>
                {cell}
              </th>
            ) : (
              <td key={index} className={table.cell}>
                {cell}
              </td>
            ),
          )}
        </tr>
      )}
    />
  );
}
