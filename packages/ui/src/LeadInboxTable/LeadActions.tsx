import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import type { LeadInboxRow, LeadInboxTableProps } from './LeadInboxTable';
import { StatusSteps } from './StatusSteps';

export type LeadActionsProps = Pick<LeadInboxTableProps, 'statuses' | 'labels' | 'busyId' | 'onStatusChange' | 'onOpen'> & {
  lead: LeadInboxRow;
};

/**
 * What staff do with one lead, in the table's row or on its card: its status a step on or back, and its detail.
 * Accessibility: each button names its lead in its label, and a busy one says so (StatusSteps).
 */
export function LeadActions({ lead, statuses, labels, busyId, onStatusChange, onOpen }: LeadActionsProps) {
  return (
    <Inline space="xs">
      <StatusSteps
        lead={lead}
        statuses={statuses}
        labels={labels}
        busy={busyId === lead.id}
        onStatusChange={(status) => onStatusChange(lead, status)}
      />
      <Button tone="ghost" aria-label={`${labels.details}: ${lead.name}`} onClick={(event) => onOpen(lead, event.currentTarget)}>
        {labels.details}
      </Button>
    </Inline>
  );
}
