import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import { button } from '../Button/Button.css';
import { Inline } from '../Inline/Inline';
import * as css from './ConfirmDialog.css';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  labels: { confirm: string; cancel: string; busy: string };
  busy?: boolean;
  onConfirm: () => void;
  /** Escape, the backdrop or the cancel button. */
  onCancel: () => void;
  /** Where focus goes when the dialog closes: the button that opened it. */
  returnFocusTo?: HTMLElement | null;
};

/** Asks before something that cannot be undone. Focus starts on cancel, Escape cancels, focus returns. */
export function ConfirmDialog({ open, title, text, labels, busy = false, onConfirm, onCancel, returnFocusTo }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      className={css.dialog}
      backdrop={<div className={css.backdrop} />}
      finalFocus={returnFocusTo ?? undefined}
      hideOnInteractOutside={!busy}
      hideOnEscape={!busy}
    >
      <DialogHeading className={css.heading}>{title}</DialogHeading>
      <DialogDescription className={css.text}>{text}</DialogDescription>
      <Inline space="sm" align="end">
        {/* An alert dialog opens on its least destructive action (WAI-ARIA's alertdialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- see above */}
        <DialogDismiss className={button({ tone: 'secondary' })} autoFocus disabled={busy}>
          {labels.cancel}
        </DialogDismiss>
        <button type="button" className={button({ tone: 'danger' })} onClick={onConfirm} disabled={busy} aria-disabled={busy || undefined}>
          {busy ? labels.busy : labels.confirm}
        </button>
      </Inline>
    </Dialog>
  );
}
