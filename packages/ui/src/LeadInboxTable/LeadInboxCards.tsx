import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { cx } from '../styles/cx';
import * as table from '../DataTable/DataTable.css';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import type { LeadInboxTableProps } from './LeadInboxTable';
import { LeadActions } from './LeadActions';
import { LeadContacts } from './LeadContacts';
import { LeadStatusBadges } from './LeadStatusBadges';
import * as inbox from './LeadInboxTable.css';
import * as css from './LeadInboxCards.css';

/**
 * The inbox on a phone: one card per lead, with the same facts and actions as the table's row, read top to
 * bottom instead of across a table wider than the screen. Accessibility: a named region holding a list; each
 * card's buttons name its lead.
 */
export function LeadInboxCards(props: LeadInboxTableProps) {
  const { rows, statuses, labels } = props;
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
                  <LeadStatusBadges lead={row} statuses={statuses} labels={labels} />
                </span>
              </Inline>
              <p className={css.meta}>
                <RelativeTime {...row.received} /> · {row.form} · {row.source}
              </p>
              {row.company ? <p className={cx(css.meta, inbox.message)}>{row.company}</p> : null}
              <div>
                <LeadContacts lead={row} phoneFirst />
              </div>
              <LeadActions lead={row} {...props} />
            </Stack>
          ))}
        </Stack>
      )}
    </section>
  );
}
