import { DataTable } from '../DataTable/DataTable';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { mediaBelow } from '../tokens/media';
import { LeadInboxCards } from './LeadInboxCards';
import { LeadActions } from './LeadActions';
import { LeadContacts } from './LeadContacts';
import { LeadStatusBadges } from './LeadStatusBadges';
import { cx } from '../styles/cx';
import * as table from '../DataTable/DataTable.css';
import { RelativeTime, type RelativeTimeProps } from '../RelativeTime/RelativeTime';
import * as css from './LeadInboxTable.css';

export type LeadInboxRow = {
  id: string;
  received: RelativeTimeProps;
  /** The form's name for staff. */
  form: string;
  name: string;
  email: string;
  phone: string;
  /** The institution and its message (the foreis form only). */
  company?: string | null;
  /** Where the lead came from, as staff read it (campaign, referring site, direct or unknown). */
  source: string;
  status: string;
  /** New and older than the callback promise. */
  overdue: boolean;
  /** The same person had written before (another lead or a sample download). */
  repeat?: boolean;
};

export type LeadInboxTableProps = {
  rows: readonly LeadInboxRow[];
  /** The statuses in their order: a lead moves one step forward or back. */
  statuses: readonly { value: string; label: string }[];
  labels: {
    caption: string;
    region: string;
    columns: {
      received: string;
      form: string;
      name: string;
      contact: string;
      company: string;
      source: string;
      status: string;
      actions: string;
    };
    overdue: string;
    repeat: string;
    forward: (status: string) => string;
    back: (status: string) => string;
    details: string;
    empty: string;
  };
  /** The lead whose status is being changed: its buttons are busy. */
  busyId?: string | null;
  onStatusChange: (row: LeadInboxRow, status: string) => void;
  /** The button is passed along, so focus can return to it when the detail closes. */
  onOpen: (row: LeadInboxRow, trigger: HTMLButtonElement) => void;
};

/**
 * The inbox's list: who asked, through which form, how to reach them, and where the callback stands.
 * On a phone (below the tablet breakpoint) the same leads come as a list of cards (LeadInboxCards).
 * Accessibility: a captioned table whose row headers are the names; each action button names its lead in its label and says when it is busy; an overdue row is marked in text, not by colour alone.
 */
export function LeadInboxTable(props: LeadInboxTableProps) {
  // A phone gets the same leads as cards: the table needs 72rem.
  const narrow = useMediaQuery(mediaBelow('tablet'));
  return narrow ? <LeadInboxCards {...props} /> : <LeadInboxRows {...props} />;
}

function LeadInboxRows(props: LeadInboxTableProps) {
  const { rows, statuses, labels } = props;
  const { columns } = labels;
  return (
    <DataTable
      region={labels.region}
      caption={labels.caption}
      columns={[
        columns.received,
        columns.form,
        columns.name,
        columns.contact,
        columns.company,
        columns.source,
        columns.status,
        columns.actions,
      ]}
      rows={rows}
      empty={labels.empty}
      className={css.wide}
      renderRow={(row) => (
        <tr key={row.id} className={row.overdue ? css.overdueRow : undefined}>
          <td className={table.cell}>
            <RelativeTime {...row.received} />
          </td>
          <td className={table.cell}>{row.form}</td>
          <th scope="row" className={table.cell}>
            <span className={table.strong}>{row.name}</span>
            {row.repeat ? <span className={cx(table.badge, css.repeat)}>{labels.repeat}</span> : null}
          </th>
          <td className={table.cell}>
            <LeadContacts lead={row} />
          </td>
          <td className={table.cell}>{row.company ? <span className={css.message}>{row.company}</span> : null}</td>
          <td className={table.cell}>{row.source}</td>
          <td className={table.cell}>
            <LeadStatusBadges lead={row} statuses={statuses} labels={labels} />
          </td>
          <td className={table.cell}>
            <LeadActions lead={row} {...props} />
          </td>
        </tr>
      )}
    />
  );
}
