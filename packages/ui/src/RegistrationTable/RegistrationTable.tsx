import { Badge } from '../Badge/Badge';
import type { BadgeTone } from '../Badge/Badge.css';
import { DataTable } from '../DataTable/DataTable';
import * as css from './RegistrationTable.css';

export type RegistrationRow = {
  id: string;
  /** The person's name, the row's header. */
  name: string;
  email: string;
  phone: string;
  /** When they registered, machine-readable and as the table shows it. */
  when: { iso: string; display: string };
  people: number;
  /** The pupil's class, or '' where the event is not for pupils. */
  pupilClass: string;
  /** Their place, on a pill: a seat, the waiting list, cancelled. */
  state: { label: string; tone: BadgeTone };
  /** Whether they came: unmarked (null) until staff mark it. */
  attended: boolean | null;
};

export type RegistrationTableProps = {
  registrations: readonly RegistrationRow[];
  labels: {
    caption: (count: number) => string;
    region: string;
    columns: { name: string; contact: string; when: string; people: string; pupilClass: string; state: string; attended: string };
    /** The attended box's accessible name for one person. */
    attended: (name: string) => string;
    empty: string;
  };
  /** The registration whose mark is being saved: its box is busy. */
  busyId?: string | null;
  onAttended: (row: RegistrationRow, attended: boolean) => void;
};

/**
 * An event's registrations for staff: who, how to reach them (mail and phone links), when, how many, the pupil's
 * class, their place, and a box to mark who came. For leads in general use LeadInboxTable.
 * Accessibility: a captioned table whose row headers are the names; each box is named with its person («Ήρθε: …») and
 * says when it is being saved (aria-busy); the place is a word on a pill, never colour alone.
 */
export function RegistrationTable({ registrations, labels, busyId, onAttended }: RegistrationTableProps) {
  const { columns } = labels;
  return (
    <DataTable
      region={labels.region}
      caption={labels.caption(registrations.length)}
      columns={[columns.name, columns.contact, columns.when, columns.people, columns.pupilClass, columns.state, columns.attended]}
      rows={registrations}
      empty={labels.empty}
      renderRow={(row) => (
        <tr key={row.id}>
          <th scope="row" className={css.cell}>
            <span className={css.name}>{row.name}</span>
          </th>
          <td className={css.cell}>
            <a href={`mailto:${row.email}`}>{row.email}</a>
            <span className={css.secondary}>
              <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}>{row.phone}</a>
            </span>
          </td>
          <td className={css.cell}>
            <time dateTime={row.when.iso}>{row.when.display}</time>
          </td>
          <td className={css.cell}>{row.people}</td>
          <td className={css.cell}>{row.pupilClass}</td>
          <td className={css.cell}>
            <Badge tone={row.state.tone} size="sm">
              {row.state.label}
            </Badge>
          </td>
          <td className={css.cell}>
            {/* Stays enabled while its mark is saved, so keyboard users keep their place; the caller ignores a change meanwhile. */}
            <input
              type="checkbox"
              className={css.box}
              aria-label={labels.attended(row.name)}
              checked={row.attended === true}
              aria-busy={busyId === row.id || undefined}
              onChange={(event) => onAttended(row, event.currentTarget.checked)}
            />
          </td>
        </tr>
      )}
    />
  );
}
