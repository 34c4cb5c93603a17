import type { ChangeEventHandler } from 'react';
import { Field } from './Field';
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
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(described) => <input {...control} {...described} id={id} className={css.input} type="file" />}
    </Field>
  );
}
