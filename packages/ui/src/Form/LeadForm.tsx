import { focus, getInput, handleSubmit, setErrors, setInput, useField, useForm, type FormStore, type SubmitEventHandler } from '@formisch/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { Honeypot, type HoneypotProps } from './Honeypot';
import { SubmitButton } from './SubmitButton';
import { TextField, type TextFieldKind } from './TextField';
import * as css from './Form.css';

/** A form whose values are all text: what every lead form on the site is. */
export type TextFormSchema = v.ObjectSchema<Record<string, v.GenericSchema<string, string>>, undefined>;
type Input<TSchema extends TextFormSchema> = v.InferInput<TSchema>;
type FieldName<TSchema extends TextFormSchema> = keyof Input<TSchema> & string;

export type LeadFormField<Name extends string = string> = {
  name: Name;
  label: string;
  kind?: TextFieldKind;
  autoComplete?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  /** A pattern the browser checks before hydration (the schema checks the same rule after it). */
  pattern?: string;
};

/** A message for one field (or, with no field, for the whole form) that the receiver sent back. */
export type FormIssue = { field: string | null; message: string };

export type LeadFormProps<TSchema extends TextFormSchema> = {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  schema: TSchema;
  fields: readonly LeadFormField<FieldName<TSchema>>[];
  /** Where the browser posts the form before hydration or without JavaScript. */
  action: string;
  /** Hidden values posted with the form (which form it is, for the endpoint at `action`). */
  hidden?: Record<string, string>;
  honeypot: HoneypotProps;
  submitLabel: string;
  busyLabel: string;
  /** A line above the submit button, e.g. what the asterisk means. */
  note?: ReactNode;
  /** Input kept from an earlier visit (a failed submission, a reload); typed input wins over it. */
  loadDraft?: () => Partial<Input<TSchema>> | null;
  onInputChange?: (input: Partial<Input<TSchema>>) => void;
  /**
   * Called with the validated values; `trapped` when the honeypot was filled, so the caller can
   * answer as if it succeeded and store nothing. The form shows itself busy until it settles. Issues it
   * resolves with (the receiver's own checks) show on their fields, and the first such field gets focus.
   */
  onSubmit: (values: v.InferOutput<TSchema>, context: { trapped: boolean }) => Promise<readonly FormIssue[] | void>;
};

/**
 * A lead form: Formisch over a valibot schema, validated on submit and again on every change, focus
 * on the first invalid field after a failed submit. Before hydration it is a plain form that posts to
 * `action`, with the browser checking the inputs' own rules.
 */
export function LeadForm<TSchema extends TextFormSchema>(props: LeadFormProps<TSchema>) {
  const { id, schema, fields, action, hidden = {}, honeypot, submitLabel, busyLabel, note, loadDraft, onInputChange, onSubmit } = props;
  // Typed loosely inside: the props above keep callers' field names and values exact.
  const form = useForm({ schema: schema as TextFormSchema, validate: 'submit', revalidate: 'input' });
  const element = useRef<HTMLFormElement>(null);
  // Until hydration the browser validates (and posts); after it, the schema's Greek messages do.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const draft = loadDraft?.() ?? {};
    for (const { name } of fields) {
      const control = element.current?.elements.namedItem(name);
      const typed = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : '';
      const value = typed || (draft as Record<string, string | undefined>)[name];
      if (value) setInput(form, { path: [name as string], input: value });
    }
    // Restore once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Read through the ref: the event's currentTarget is gone once validation has awaited.
  const submitValid: SubmitEventHandler<TextFormSchema> = async (values) => {
    const trap = element.current?.elements.namedItem(honeypot.name);
    const issues = await onSubmit(values as v.InferOutput<TSchema>, { trapped: trap instanceof HTMLInputElement && trap.value.trim() !== '' });
    const onFields = (issues ?? []).filter((issue) => fields.some((field) => field.name === issue.field));
    for (const { name } of fields) {
      const messages = onFields.filter((issue) => issue.field === name).map((issue) => issue.message);
      if (messages.length) setErrors(form, { path: [name as string], errors: messages as [string, ...string[]] });
    }
    const first = fields.find((field) => onFields.some((issue) => issue.field === field.name));
    if (first) focus(form, { path: [first.name as string] });
  };
  const submit = handleSubmit(form, submitValid);

  return (
    <form ref={element} id={id} className={css.form} method="post" action={action} noValidate={hydrated} onSubmit={submit}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={css.row}>
        {fields
          .filter((field) => field.kind !== 'textarea')
          .map((field) => (
            <LeadFormInput key={field.name} form={form} formId={id} field={field} onInputChange={onInputChange as never} />
          ))}
      </div>
      {fields
        .filter((field) => field.kind === 'textarea')
        .map((field) => (
          <LeadFormInput key={field.name} form={form} formId={id} field={field} onInputChange={onInputChange as never} />
        ))}
      <Honeypot {...honeypot} />
      {note ? <p className={css.note}>{note}</p> : null}
      <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={form.isSubmitting} />
    </form>
  );
}

type LeadFormInputProps = {
  form: FormStore<TextFormSchema>;
  formId: string;
  field: LeadFormField;
  onInputChange?: (input: Record<string, string | undefined>) => void;
};

function LeadFormInput({ form, formId, field, onInputChange }: LeadFormInputProps) {
  const store = useField(form, { path: [field.name] });
  // Formisch names elements by their JSON path; the form posts the spec's plain names instead.
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
      value={store.input ?? ''}
      error={store.errors?.[0]}
      onChange={(event) => {
        onChange(event);
        onInputChange?.(getInput(form) as Record<string, string | undefined>);
      }}
    />
  );
}
