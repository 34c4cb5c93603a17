import type { ChangeEventHandler } from 'react';
import { FieldError } from './FieldError';
import * as css from './Form.css';

export type FileFieldProps = {
  id: string;
  name: string;
  label: string;
  /** What the field takes (file types, size); read with the field. */
  hint?: string;
  accept?: string;
  error?: string | null;
  onChange: ChangeEventHandler<HTMLInputElement>;
};

/** A labelled file picker with the same hint and error wiring as TextField (a file is never in a text schema). */
export function FileField({ id, label, hint, error, ...control }: FileFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...control}
        id={id}
        className={css.input}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
      />
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
