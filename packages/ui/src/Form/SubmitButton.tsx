import { cx } from '../styles/cx';
import { button } from '../Button/Button.css';
import { disabledUntilFilled } from './disabledUntilFilled';
import * as css from './Form.css';

export type SubmitButtonProps = {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Not yet usable, e.g. until required fields are filled. */
  disabled?: boolean;
  /**
   * Disabled until every required field holds something: the form's code passes `disabled` by that rule, and the
   * button is marked so a page can apply the same rule before that code runs (keepDisabledUntilFilled).
   */
  untilFilled?: boolean;
};

/** The form's submit button: disabled and relabelled while the form is being sent. */
export function SubmitButton({ label, busyLabel, busy, disabled = false, untilFilled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={cx(button({ tone: 'primary', size: 'lg' }), css.submit)}
      disabled={busy || disabled}
      aria-disabled={busy || disabled || undefined}
      {...(untilFilled ? { [disabledUntilFilled]: '' } : {})}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
