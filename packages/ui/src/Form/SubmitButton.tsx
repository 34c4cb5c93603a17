import { cx } from '../styles/cx';
import { button } from '../Button/Button.css';
import * as css from './Form.css';

export type SubmitButtonProps = {
  label: string;
  busyLabel: string;
  busy: boolean /** Not yet usable, e.g. until required fields are filled. */;
  disabled?: boolean;
};

/** The form's submit button: disabled and relabelled while the form is being sent. */
export function SubmitButton({ label, busyLabel, busy, disabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={cx(button({ tone: 'primary', size: 'lg' }), css.submit)}
      disabled={busy || disabled}
      aria-disabled={busy || disabled || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
