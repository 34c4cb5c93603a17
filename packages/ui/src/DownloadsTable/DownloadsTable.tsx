import { DataTable } from '../DataTable/DataTable';
import * as table from '../DataTable/DataTable.css';
import { RelativeTime, type RelativeTimeProps } from '../RelativeTime/RelativeTime';

export type DownloadRow = { id: string; when: RelativeTimeProps; name: string; email: string; sample: string };

export type DownloadsTableProps = {
  rows: readonly DownloadRow[];
  labels: { caption: string; region: string; columns: { when: string; name: string; email: string; sample: string }; empty: string };
};

/**
 * Who downloaded which sample report, and when.
 * Accessibility: a captioned table whose row headers are the names; each e-mail a mailto link named by the address.
 */
export function DownloadsTable({ rows, labels }: DownloadsTableProps) {
  const { columns } = labels;
  return (
    <DataTable
      region={labels.region}
      caption={labels.caption}
      columns={[columns.when, columns.name, columns.email, columns.sample]}
      rows={rows}
      empty={labels.empty}
      renderRow={(row) => (
        <tr key={row.id}>
          <td className={table.cell}>
            <RelativeTime {...row.when} />
          </td>
          <th scope="row" className={table.cell}>
            <span className={table.strong}>{row.name}</span>
          </th>
          <td className={table.cell}>
            <a href={`mailto:${row.email}`}>{row.email}</a>
          </td>
          <td className={table.cell}>{row.sample}</td>
        </tr>
      )}
    />
  );
}
