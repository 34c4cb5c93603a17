import { getInput, useField, type FormStore } from '@formisch/react';
import { TextField, type TextFieldKind } from './TextField';
import type { TextFormSchema } from './useProgressiveForm';

/** One text field of a form: its name in the schema, and what the browser checks before hydration. */
export type FormFieldSpec<Name extends string = string> = {
  name: Name;
  label: string;
  kind?: TextFieldKind;
  autoComplete?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** A pattern the browser checks before hydration (the schema checks the same rule after it). */
  pattern?: string;
  hint?: string;
  /** A multi-line field's height in lines. */
  rows?: number;
  /** A code-like value: no automatic capitals, no spell-check. */
  verbatim?: boolean;
  /** What the field holds before anyone types (posted as is without JavaScript). */
  defaultValue?: string;
};

/** A field chosen from a list: rendered as a native select, its first option the one it starts on. */
export type FormChoiceSpec<Name extends string = string> = Omit<FormFieldSpec<Name>, 'kind'> & {
  kind: 'select';
  options: readonly { value: string; label: string }[];
};

type SchemaTextFieldProps = {
  form: FormStore<TextFormSchema>;
  /** Prefix of the input's id, unique on the page. */
  formId: string;
  field: FormFieldSpec;
  onInputChange?: (input: Record<string, string | undefined>) => void;
  /** A message about the whole form that concerns this field too (see TextField). */
  formErrorId?: string;
  /** How required fields are marked ('' for not at all); TextField's default otherwise. */
  requiredMark?: string;
};

/**
 * A TextField bound to a Formisch field: its value, the schema's message, and the plain name the form posts.
 * Accessibility: a labelled input with its hint and its Greek error tied to it (aria-describedby, aria-invalid); autocomplete and input mode from the field's spec.
 */
export function SchemaTextField({ form, formId, field, onInputChange, formErrorId, requiredMark }: SchemaTextFieldProps) {
  const store = useField(form, { path: [field.name] });
  // Formisch names elements by their JSON path; the form posts the plain names the receiver reads.
  const { autoFocus: _autoFocus, name: _path, onChange, ...props } = store.props;
  return (
    <TextField
      {...props}
      name={field.name}
      id={`${formId}-${field.name}`}
      label={field.label}
      kind={field.kind}
      required={field.required}
      minLength={field.minLength}
      maxLength={field.maxLength}
      pattern={field.pattern}
      autoComplete={field.autoComplete}
      hint={field.hint}
      rows={field.rows}
      verbatim={field.verbatim}
      value={store.input ?? ''}
      error={store.errors?.[0]}
      formErrorId={formErrorId}
      requiredMark={requiredMark}
      onChange={(event) => {
        onChange(event);
        onInputChange?.(getInput(form));
      }}
    />
  );
}
