import { type SubmitHandler } from '@formisch/react';
import { useId } from 'react';
import * as formCss from '../Form/Form.css';
import { SchemaTextField, type FormFieldSpec } from '../Form/SchemaTextField';
import { SubmitButton } from '../Form/SubmitButton';
import { useProgressiveForm, type TextFormSchema } from '../Form/useProgressiveForm';
import { useSubmit } from '../Form/useSubmit';
import { Heading } from '../Heading/Heading';

export type SignInFormProps = {
  title: string;
  labels: { email: string; password: string; submit: string; busy: string };
  /** The rules for `email` and `password`, with their Greek messages. */
  schema: TextFormSchema;
  busy: boolean;
  /** Why the last attempt failed; announced, and the typed e-mail and password stay. */
  error?: string | null;
  onSignIn: (email: string, password: string) => void;
};

/**
 * E-mail and password for an admin, on the form kit: the schema's messages under each field, and a
 * refused attempt announced for the whole form with both fields marked; what was typed stays. Both
 * fields are required, so neither carries the asterisk the visitors' forms explain.
 * Accessibility: a form named by its `<h1>`, each field labelled; a refused sign-in is an alert tied to the fields, and the form says when it is busy.
 */
export function SignInForm({ title, labels, schema, busy, error, onSignIn }: SignInFormProps) {
  const id = useId();
  const fields: readonly FormFieldSpec[] = [
    { name: 'email', label: labels.email, kind: 'email', autoComplete: 'username', required: true },
    { name: 'password', label: labels.password, kind: 'password', autoComplete: 'current-password', required: true },
  ];
  const { form, element, hydrated } = useProgressiveForm({ schema, names: fields.map((field) => field.name) });
  const signIn: SubmitHandler<TextFormSchema> = (values) => onSignIn(values.email ?? '', values.password ?? '');
  const submit = useSubmit(form, signIn);
  const errorId = `${id}-error`;
  return (
    <form
      ref={element}
      className={formCss.form}
      noValidate={hydrated}
      onSubmit={submit.onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
    >
      <Heading level={1} id={`${id}-title`} className={formCss.label}>
        {title}
      </Heading>
      {fields.map((field) => (
        <SchemaTextField key={field.name} form={form} formId={id} field={field} formErrorId={error ? errorId : undefined} requiredMark="" />
      ))}
      <p id={errorId} role="alert" className={formCss.error}>
        {error ?? ''}
      </p>
      <SubmitButton label={labels.submit} busyLabel={labels.busy} busy={busy} />
    </form>
  );
}
