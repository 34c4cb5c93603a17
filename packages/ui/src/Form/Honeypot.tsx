import * as css from './Form.css';

export type HoneypotProps = { name: string; label: string };

/**
 * A field people never see, hear or reach by keyboard (off-screen, `aria-hidden`, no tab stop, no
 * autofill): a bot that fills every input fills this one, and the sender then stores nothing.
 */
export function Honeypot({ name, label }: HoneypotProps) {
  return (
    <div className={css.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
