import { Badge } from '../Badge/Badge';
import type { BadgeTone } from '../Badge/Badge.css';
import { Button } from '../Button/Button';
import { DataTable } from '../DataTable/DataTable';
import { RowTitle } from '../DataTable/RowTitle';
import { Inline } from '../Inline/Inline';
import * as css from './AdminEventTable.css';

export type AdminEventAction = 'registrations' | 'edit' | 'publish' | 'unpublish' | 'duplicate' | 'cancel' | 'delete';

export type AdminEventRow = {
  id: string;
  title: string;
  /** Who it is for, under the title. */
  audience: string;
  /** Machine-readable start, and the day and hours the table shows. */
  when: { iso: string; display: string };
  place: string;
  /** Taken and offered, and the waiting list: '12 / 40 · 3 σε αναμονή'. */
  seats: string;
  /** Its state on pills, in order: published or draft, moved, cancelled, over. */
  states: readonly { label: string; tone: BadgeTone }[];
  /** What may be done with it now, in the order the buttons show. */
  actions: readonly AdminEventAction[];
};

export type AdminEventTableProps = {
  events: readonly AdminEventRow[];
  labels: {
    caption: (count: number) => string;
    region: string;
    columns: { title: string; when: string; place: string; seats: string; state: string; actions: string };
    actions: Record<AdminEventAction, string>;
    empty: string;
  };
  /** The row and action whose call is running: that button is busy and ignores clicks. */
  busy?: { id: string; action: AdminEventAction } | null;
  /** The button is passed along, so focus can return to it (editing ends, a confirmation closes). */
  onAction: (row: AdminEventRow, action: AdminEventAction, trigger: HTMLButtonElement) => void;
};

/**
 * The events for staff: one row per event (the next ones first, as the caller orders them), its day, place, seats
 * taken and state, and what may be done with it. For articles use AdminArticleTable.
 * Accessibility: a captioned table whose row headers are the titles; each button names its event in its label
 * («Δημοσίευση: …») and says when it is busy (aria-busy); states are words on pills, never colour alone.
 */
export function AdminEventTable({ events, labels, busy, onAction }: AdminEventTableProps) {
  const { columns } = labels;
  return (
    <DataTable
      region={labels.region}
      caption={labels.caption(events.length)}
      columns={[columns.title, columns.when, columns.place, columns.seats, columns.state, columns.actions]}
      rows={events}
      empty={labels.empty}
      renderRow={(row) => (
        <tr key={row.id}>
          <RowTitle title={row.title} detail={row.audience} />
          <td className={css.cell}>
            <time dateTime={row.when.iso}>{row.when.display}</time>
          </td>
          <td className={css.cell}>{row.place}</td>
          <td className={css.cell}>{row.seats}</td>
          <td className={css.cell}>
            <Inline space="xs">
              {row.states.map((state) => (
                <Badge key={state.label} tone={state.tone} size="sm">
                  {state.label}
                </Badge>
              ))}
            </Inline>
          </td>
          <td className={css.cell}>
            <Inline space="xs">
              {row.actions.map((action) => {
                const running = busy?.id === row.id && busy.action === action;
                return (
                  <Button
                    key={action}
                    tone={action === 'delete' || action === 'cancel' ? 'ghost' : 'secondary'}
                    aria-label={`${labels.actions[action]}: ${row.title}`}
                    // Stays focusable while busy, so keyboard users keep their place.
                    disabled={running}
                    accessibleWhenDisabled
                    aria-busy={running || undefined}
                    onClick={(event) => onAction(row, action, event.currentTarget)}
                  >
                    {labels.actions[action]}
                  </Button>
                );
              })}
            </Inline>
          </td>
        </tr>
      )}
    />
  );
}
