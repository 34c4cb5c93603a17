import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { cx } from '../styles/cx';
import * as table from '../DataTable/DataTable.css';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import type { LeadInboxTableProps } from './LeadInboxTable';
import { StatusSteps } from './StatusSteps';
import * as inbox from './LeadInboxTable.css';
import * as css from './LeadInboxCards.css';

/**
 * The inbox on a phone: one card per lead, with the same facts and actions as the table's row, read top to
 * bottom instead of across a table wider than the screen. Accessibility: a named region holding a list; each
 * card's buttons name its lead.
 */
export function LeadInboxCards({ rows, statuses, labels, busyId, onStatusChange, onOpen }: LeadInboxTableProps) {
  const labelOf = (value: string) => statuses.find((status) => status.value === value)?.label ?? value;
  return (
    <section aria-label={labels.region}>
      <p className={css.caption}>{labels.caption}</p>
      {rows.length === 0 ? (
        <p className={css.empty}>{labels.empty}</p>
      ) : (
        <Stack as="ul" space="sm">
          {rows.map((row) => (
            <Stack as="li" space="xs" key={row.id} className={cx(css.card, row.overdue && css.overdueCard)}>
              <Inline space="xs" align="spaceBetween">
                <span className={table.strong}>
                  {row.name}
                  {row.repeat ? <span className={cx(table.badge, inbox.repeat)}>{labels.repeat}</span> : null}
                </span>
                <span>
                  <span className={cx(table.badge, row.status === statuses.at(-1)?.value && table.positive)}>{labelOf(row.status)}</span>
                  {row.overdue ? <span className={cx(table.badge, inbox.overdue)}>{labels.overdue}</span> : null}
                </span>
              </Inline>
              <p className={css.meta}>
                <RelativeTime {...row.received} /> · {row.form} · {row.source}
              </p>
              {row.company ? <p className={cx(css.meta, inbox.message)}>{row.company}</p> : null}
              <div>
                <a className={inbox.contact} href={`tel:${row.phone.replace(/[^0-9+]/g, '')}`}>
                  {row.phone}
                </a>
                <a className={inbox.contact} href={`mailto:${row.email}`}>
                  {row.email}
                </a>
              </div>
              <Inline space="xs">
                <StatusSteps
                  lead={row}
                  statuses={statuses}
                  labels={labels}
                  busy={busyId === row.id}
                  onStatusChange={(status) => onStatusChange(row, status)}
                />
                <Button tone="ghost" aria-label={`${labels.details}: ${row.name}`} onClick={(event) => onOpen(row, event.currentTarget)}>
                  {labels.details}
                </Button>
              </Inline>
            </Stack>
          ))}
        </Stack>
      )}
    </section>
  );
}
