import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';

export type StatusStepsProps = {
  /** The lead: its name goes into each button's accessible name. */
  lead: { name: string; status: string };
  /** The statuses in their order: a lead moves one step forward or back. */
  statuses: readonly { value: string; label: string }[];
  labels: { forward: (status: string) => string; back: (status: string) => string };
  busy?: boolean;
  onStatusChange: (status: string) => void;
};

/**
 * A lead's next and previous status as two buttons, the same in the inbox's rows, its cards and a lead's
 * detail. Accessibility: each names its lead, and says when the change is under way (aria-busy); when the
 * pressed button goes with the change (the last step has no next), focus moves to the one that stays.
 */
export function StatusSteps({ lead, statuses, labels, busy = false, onStatusChange }: StatusStepsProps) {
  const at = statuses.findIndex((status) => status.value === lead.status);
  // The buttons' row, remembered when one is pressed: only a change asked for here may move focus.
  const pressedIn = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const row = pressedIn.current;
    if (!row) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (row.isConnected && lost) row.querySelector('button')?.focus();
    pressedIn.current = null;
  }, [lead.status]);
  const stepTo = (offset: 1 | -1) => {
    const target = statuses[at + offset];
    if (at === -1 || !target) return null;
    const label = offset === 1 ? labels.forward(target.label) : labels.back(target.label);
    return (
      <Button
        tone={offset === 1 ? 'secondary' : 'ghost'}
        aria-label={`${label}: ${lead.name}`}
        disabled={busy}
        accessibleWhenDisabled
        aria-busy={busy || undefined}
        onClick={(event) => {
          pressedIn.current = event.currentTarget.parentElement;
          onStatusChange(target.value);
        }}
      >
        {label}
      </Button>
    );
  };
  return (
    <Inline space="xs">
      {stepTo(1)}
      {stepTo(-1)}
    </Inline>
  );
}
