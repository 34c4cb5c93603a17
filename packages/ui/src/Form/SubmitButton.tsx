import { cx } from '../styles/cx';
import { button } from '../Button/Button.css';
import * as css from './Form.css';

export type SubmitButtonProps = { label: string; busyLabel: string; busy: boolean };

/** The form's submit button: disabled and relabelled while the form is being sent. */
export function SubmitButton({ label, busyLabel, busy }: SubmitButtonProps) {
  return (
    <button type="submit" className={cx(button({ tone: 'primary', size: 'lg' }), css.submit)} disabled={busy} aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
