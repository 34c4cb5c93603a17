import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { FieldError } from './FieldError';
import * as css from './Form.css';

export type SelectFieldProps = {
  id: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  error?: string | null;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled choice from a short list, wired to its error like TextField. */
export function SelectField({ id, label, options, error, ...control }: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      <select {...control} id={id} className={css.input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
