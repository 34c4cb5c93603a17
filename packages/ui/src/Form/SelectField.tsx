import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { Field } from './Field';
import * as css from './Form.css';

export type SelectFieldProps = {
  id: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  error?: string | null;
  /** Checked by the browser before hydration: a first option with an empty value is then no choice. */
  required?: boolean;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled choice from a short list, wired to its error like TextField. */
export function SelectField({ id, label, options, error, ...control }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} requiredMark={control.required && '*'}>
      {(described) => (
        <select {...control} {...described} id={id} className={css.input}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
