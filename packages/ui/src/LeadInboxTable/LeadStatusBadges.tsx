import { cx } from '../styles/cx';
import * as table from '../DataTable/DataTable.css';
import type { LeadInboxRow, LeadInboxTableProps } from './LeadInboxTable';
import * as css from './LeadInboxTable.css';

/**
 * Where a lead stands, in words (the last status marked as done), and whether it is overdue.
 * Accessibility: both are text on pills, not colour alone.
 */
export function LeadStatusBadges({ lead, statuses, labels }: { lead: LeadInboxRow } & Pick<LeadInboxTableProps, 'statuses' | 'labels'>) {
  const label = statuses.find((status) => status.value === lead.status)?.label ?? lead.status;
  return (
    <>
      <span className={cx(table.badge, lead.status === statuses.at(-1)?.value && table.positive)}>{label}</span>
      {lead.overdue ? <span className={cx(table.badge, css.overdue)}>{labels.overdue}</span> : null}
    </>
  );
}
