import type { SubmitHandler } from '@formisch/react';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { Honeypot, type HoneypotProps } from './Honeypot';
import { PrivacyNote, type PrivacyLine } from './PrivacyNote';
import { SchemaSelectField } from './SchemaSelectField';
import { SchemaTextField, type FormChoiceSpec, type FormFieldSpec } from './SchemaTextField';
import { SubmitButton } from './SubmitButton';
import { useSubmit } from './useSubmit';
import { useProgressiveForm, type FormIssue, type TextFormSchema } from './useProgressiveForm';
import { visuallyHidden } from '../styles/utilities.css';
import * as css from './Form.css';

type Input<TSchema extends TextFormSchema> = v.InferInput<TSchema>;
type FieldName<TSchema extends TextFormSchema> = keyof Input<TSchema> & string;

export type LeadFormField<Name extends string = string> = FormFieldSpec<Name> | FormChoiceSpec<Name>;

type Options = readonly { value: string; label: string }[];

export type LeadFormProps<TSchema extends TextFormSchema> = {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  schema: TSchema;
  fields: readonly LeadFormField<FieldName<TSchema>>[];
  /** A choice's options given by the page (the events it lists), in place of the field's own. */
  options?: Partial<Record<FieldName<TSchema>, Options>>;
  /** Where the browser posts the form before hydration or without JavaScript. */
  action: string;
  /** Hidden values posted with the form (which form it is, for the endpoint at `action`). */
  hidden?: Record<string, string>;
  honeypot: HoneypotProps;
  submitLabel: string;
  busyLabel: string;
  /** A line above the submit button, e.g. what the asterisk means. */
  note?: ReactNode;
  /** The line under the form that says what the data is for, with a link to the privacy notice. */
  privacy?: PrivacyLine;
  /**
   * What became of the last submission, when it stays worth saying under the button (e.g. it is kept to send later).
   * Read out politely; shown by code already on the page, so it works where a toast's code could not load (offline).
   */
  status?: ReactNode;
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
 * A lead form: the form kit (useProgressiveForm) over a valibot schema, one-line fields side by side
 * where there is room and the multi-line ones under them. Before hydration it is a plain form that posts
 * to `action`, with the browser checking the inputs' own rules.
 * Accessibility: every field labelled, its Greek message tied to it and focus on the first field to fix; the submit button says when it is busy; the status under it is a polite live region; the honeypot is out of the accessibility tree.
 */
export function LeadForm<TSchema extends TextFormSchema>(props: LeadFormProps<TSchema>) {
  const {
    id,
    schema,
    fields,
    options = {},
    action,
    hidden = {},
    honeypot,
    submitLabel,
    busyLabel,
    note,
    privacy,
    status,
    loadDraft,
    onInputChange,
    onSubmit,
  } = props;
  const names = fields.map((field) => field.name);
  const draft = loadDraft;
  const choicesOf = (field: FormChoiceSpec) => (options as Record<string, Options | undefined>)[field.name] ?? field.options;
  // What each field starts with: its default, or a choice's first option (what the browser posts before hydration).
  const initialInput = Object.fromEntries(
    fields.flatMap((field) => {
      const initial = field.kind === 'select' ? (choicesOf(field)[0]?.value ?? '') : field.defaultValue;
      return initial === undefined ? [] : [[field.name, initial]];
    }),
  );
  const { form, element, hydrated, showIssues, trapped } = useProgressiveForm({ schema, names, initialInput, loadDraft: draft });

  const submitValid: SubmitHandler<TextFormSchema> = async (values) => {
    const issues = await onSubmit(values, { trapped: trapped(honeypot.name) });
    if (issues) showIssues(issues);
  };
  const submit = useSubmit(form, submitValid);

  const input = (field: LeadFormField) =>
    field.kind === 'select' ? (
      <SchemaSelectField
        key={field.name}
        form={form}
        formId={id}
        name={field.name}
        label={field.label}
        options={choicesOf(field)}
        required={field.required}
        onInputChange={onInputChange as never}
      />
    ) : (
      <SchemaTextField key={field.name} form={form} formId={id} field={field} onInputChange={onInputChange as never} />
    );
  return (
    <form ref={element} id={id} className={css.form} method="post" action={action} noValidate={hydrated} onSubmit={submit.onSubmit}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={css.row}>{fields.filter((field) => field.kind !== 'textarea').map(input)}</div>
      {fields.filter((field) => field.kind === 'textarea').map(input)}
      <Honeypot {...honeypot} />
      {note ? <p className={css.note}>{note}</p> : null}
      <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={submit.busy} />
      {/* Always there, so a screen reader hears what enters it; out of the layout while empty. */}
      <p role="status" className={status ? css.status : visuallyHidden}>
        {status}
      </p>
      {privacy ? <PrivacyNote {...privacy} /> : null}
    </form>
  );
}
