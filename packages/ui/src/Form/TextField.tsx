import type { ChangeEventHandler, InputHTMLAttributes, Ref } from 'react';
import { FieldError } from './FieldError';
import * as css from './Form.css';

export type TextFieldKind = 'text' | 'email' | 'tel' | 'textarea';

export type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  kind?: TextFieldKind;
  value: string;
  error?: string | null;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** Checked by the browser before hydration; on an input only (a textarea has no pattern). */
  pattern?: string;
  autoComplete?: string;
  /** Marks required fields visually; the input's `required` already tells assistive technology. */
  requiredMark?: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: () => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
};

const inputModes: Partial<Record<TextFieldKind, InputHTMLAttributes<HTMLInputElement>['inputMode']>> = { email: 'email', tel: 'tel' };

/**
 * A labelled text, e-mail, phone or multi-line field. Its error is tied to the input
 * (`aria-invalid`, `aria-describedby`), and the platform's own rules (`required`, `minLength`, the
 * input type) stay on the element, so the browser checks them before any script has run.
 */
export function TextField({ id, label, kind = 'text', error, requiredMark = '*', required, ref, pattern, ...control }: TextFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...control,
  };
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={css.required} aria-hidden="true">
            {' '}
            {requiredMark}
          </span>
        ) : null}
      </label>
      {kind === 'textarea' ? (
        <textarea {...shared} ref={ref as Ref<HTMLTextAreaElement>} className={css.textarea} rows={5} />
      ) : (
        <input {...shared} ref={ref as Ref<HTMLInputElement>} className={css.input} type={kind} inputMode={inputModes[kind]} pattern={pattern} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
