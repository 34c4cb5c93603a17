import { getInput, useField, type FormStore } from '@formisch/react';
import { SelectField } from './SelectField';
import type { TextFormSchema } from './useProgressiveForm';

type SchemaSelectFieldProps = {
  form: FormStore<TextFormSchema>;
  formId: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  onInputChange?: (input: Record<string, string | undefined>) => void;
};

/**
 * A SelectField bound to a Formisch field, like SchemaTextField.
 * Accessibility: a native `<select>` with its label, its error message tied to it (aria-describedby, aria-invalid).
 */
export function SchemaSelectField({ form, formId, name, label, options, required, onInputChange }: SchemaSelectFieldProps) {
  const store = useField(form, { path: [name] });
  const { autoFocus: _autoFocus, name: _path, onChange, ...props } = store.props;
  return (
    <SelectField
      {...props}
      id={`${formId}-${name}`}
      name={name}
      label={label}
      options={options}
      required={required}
      value={store.input ?? options[0]?.value ?? ''}
      error={store.errors?.[0]}
      onChange={(event) => {
        onChange(event);
        onInputChange?.(getInput(form));
      }}
    />
  );
}
