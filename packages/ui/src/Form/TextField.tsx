import type { ChangeEventHandler, InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field';
import * as css from './Form.css';

export type TextFieldKind = 'text' | 'email' | 'tel' | 'password' | 'textarea' | 'date' | 'time' | 'url' | 'integer';

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
  /** A line under the field that says what it takes; read with the field. */
  hint?: string;
  /** A multi-line field's height in lines. */
  rows?: number;
  /** A code-like value (an address, a slug): no automatic capitals, no spell-check. */
  verbatim?: boolean;
  /** The id of a message about the whole form (a refused sign-in) that concerns this field too: marks it invalid and describes it. */
  formErrorId?: string;
  /** Marks required fields visually ('' for none); the input's `required` already tells assistive technology. */
  requiredMark?: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onFocus?: () => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
};

const inputModes: Partial<Record<TextFieldKind, InputHTMLAttributes<HTMLInputElement>['inputMode']>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
  integer: 'numeric',
};

/** A whole number is text with a numeric keyboard: a number input changes its value on a scroll or an arrow key. */
const inputTypes: Partial<Record<TextFieldKind, string>> = { integer: 'text' };

/**
 * A labelled text, e-mail, phone, password, date, time, web address, whole-number or multi-line field. Its error is tied to the input
 * (`aria-invalid`, `aria-describedby`), and the platform's own rules (`required`, `minLength`, the
 * input type) stay on the element, so the browser checks them before any script has run.
 */
export function TextField({
  id,
  label,
  kind = 'text',
  error,
  hint,
  rows = 5,
  verbatim,
  formErrorId,
  requiredMark = '*',
  required,
  ref,
  pattern,
  ...control
}: TextFieldProps) {
  return (
    <Field id={id} label={label} requiredMark={required && requiredMark} hint={hint} error={error} formErrorId={formErrorId}>
      {(described) => {
        const shared = { id, required, ...described, ...(verbatim ? { autoCapitalize: 'none', spellCheck: false } : {}), ...control };
        return kind === 'textarea' ? (
          <textarea {...shared} ref={ref as Ref<HTMLTextAreaElement>} className={css.textarea} rows={rows} />
        ) : (
          <input
            {...shared}
            ref={ref as Ref<HTMLInputElement>}
            className={css.input}
            type={inputTypes[kind] ?? kind}
            inputMode={inputModes[kind]}
            pattern={pattern}
          />
        );
      }}
    </Field>
  );
}
