import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { button } from '../Button/Button.css';
import * as dialog from '../ConfirmDialog/ConfirmDialog.css';
import * as form from '../Form/Form.css';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import * as css from './LeadDetail.css';

export type LeadDetailProps = {
  open: boolean;
  /** Whom the lead is from. */
  title: string;
  facts: readonly { label: string; value: ReactNode }[];
  /** What staff do next with the lead (its status steps), right under its facts. */
  actions?: ReactNode;
  /** The internal note as stored. */
  note: string;
  savingNote?: boolean;
  labels: { note: string; noteHint: string; saveNote: string; savingNote: string; erase: string; close: string };
  onSaveNote: (note: string) => void;
  /** The erase button is passed along, so focus can return to it if the confirmation is cancelled. */
  onErase: (trigger: HTMLButtonElement) => void;
  onClose: () => void;
  returnFocusTo?: HTMLElement | null;
  /**
   * Dialogs opened from this one (the erasure's confirmation): rendered inside it, so they nest. A
   * second modal beside it would open inert, behind this one's hold on the page.
   */
  children?: ReactNode;
};

/**
 * One lead whole: every field it came with, where its callback stands, the staff's note, and erasure.
 * Accessibility: a modal dialog named by its heading (Ariakit): focus moves in and is kept inside, Escape closes it and focus returns to the button that opened it; the note's hint is tied to it.
 */
export function LeadDetail({
  open,
  title,
  facts,
  actions,
  note,
  savingNote = false,
  labels,
  onSaveNote,
  onErase,
  onClose,
  returnFocusTo,
  children,
}: LeadDetailProps) {
  const [draft, setDraft] = useState(note);
  const [shown, setShown] = useState(note);
  // A different lead, or a note saved elsewhere: show the stored one.
  if (note !== shown) {
    setShown(note);
    setDraft(note);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className={`${dialog.dialog} ${css.wide}`}
      backdrop={<div className={dialog.backdrop} />}
      finalFocus={returnFocusTo ?? undefined}
    >
      <DialogHeading className={dialog.heading}>{title}</DialogHeading>
      <Stack as="dl" space="xs">
        {facts.map((fact) => (
          <div key={fact.label} className={css.fact}>
            <dt className={css.term}>{fact.label}</dt>
            <dd className={css.value}>{fact.value}</dd>
          </div>
        ))}
      </Stack>
      {actions}
      <Stack
        as="form"
        space="xs"
        onSubmit={(event) => {
          event.preventDefault();
          onSaveNote(draft);
        }}
      >
        <label className={form.label} htmlFor="lead-note">
          {labels.note}
        </label>
        <textarea
          id="lead-note"
          className={form.textarea}
          value={draft}
          maxLength={5000}
          aria-describedby="lead-note-hint"
          onChange={(event) => setDraft(event.target.value)}
        />
        <p id="lead-note-hint" className={css.hint}>
          {labels.noteHint}
        </p>
        <div>
          <Button
            type="submit"
            tone="secondary"
            disabled={savingNote || draft === note}
            accessibleWhenDisabled
            aria-busy={savingNote || undefined}
          >
            {savingNote ? labels.savingNote : labels.saveNote}
          </Button>
        </div>
      </Stack>
      <Inline space="sm" align="end">
        <Button tone="danger" onClick={(event) => onErase(event.currentTarget)}>
          {labels.erase}
        </Button>
        <DialogDismiss className={button({ tone: 'secondary' })}>{labels.close}</DialogDismiss>
      </Inline>
      {children}
    </Dialog>
  );
}
