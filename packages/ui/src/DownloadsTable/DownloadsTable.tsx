import * as table from '../DataTable/DataTable.css';
import { RelativeTime, type RelativeTimeProps } from '../RelativeTime/RelativeTime';

export type DownloadRow = { id: string; when: RelativeTimeProps; name: string; email: string; sample: string };

export type DownloadsTableProps = {
  rows: readonly DownloadRow[];
  labels: { caption: string; region: string; columns: { when: string; name: string; email: string; sample: string }; empty: string };
};

/** Who downloaded which sample report, and when. */
export function DownloadsTable({ rows, labels }: DownloadsTableProps) {
  const { columns } = labels;
  return (
    <div className={table.scroller} role="region" aria-label={labels.region} tabIndex={0}>
      <table className={table.table}>
        <caption className={table.caption}>{labels.caption}</caption>
        <thead>
          <tr>
            {[columns.when, columns.name, columns.email, columns.sample].map((name) => (
              <th key={name} scope="col" className={table.headCell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className={table.empty}>
                {labels.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
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
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
