import type { ReactNode } from 'react';
import { Stack } from '../Stack/Stack';
import { FieldError } from './FieldError';
import * as css from './Form.css';

/** What a field's control takes from its frame so assistive technology reads its hint and error with it. */
export type FieldControlProps = { 'aria-invalid'?: true; 'aria-describedby'?: string };

type FieldProps = {
  /** The control's id: the label points at it, the hint and the error take it as their prefix. */
  id: string;
  label: string;
  /** Shown after the label, hidden from assistive technology (the control's `required` says it). */
  requiredMark?: string | false;
  hint?: string;
  error?: string | null;
  /** A message about the whole form that concerns this field too: marks it invalid and describes it. */
  formErrorId?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** The one label, hint and error wiring every field of the form kit shares; the control is the caller's. */
export function Field({ id, label, requiredMark, hint, error, formErrorId, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, formErrorId].filter(Boolean).join(' ');
  return (
    <Stack space="xxs">
      <label className={css.label} htmlFor={id}>
        {label}
        {requiredMark ? (
          <span className={css.required} aria-hidden="true">
            {' '}
            {requiredMark}
          </span>
        ) : null}
      </label>
      {children({ 'aria-invalid': error || formErrorId ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </Stack>
  );
}
