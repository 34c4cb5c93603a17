import { useId, type FormEvent } from 'react';
import * as formCss from '../Form/Form.css';
import { SubmitButton } from '../Form/SubmitButton';

export type SignInFormProps = {
  title: string;
  labels: { email: string; password: string; submit: string; busy: string };
  busy: boolean;
  /** Why the last attempt failed; announced, and the typed e-mail and password stay. */
  error?: string | null;
  onSignIn: (email: string, password: string) => void;
};

/** E-mail and password for an admin; the fields keep what was typed when an attempt fails. */
export function SignInForm({ title, labels, busy, error, onSignIn }: SignInFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSignIn(String(data.get('email') ?? '').trim(), String(data.get('password') ?? ''));
  };
  return (
    <form className={formCss.form} onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h1 id={`${id}-title`} className={formCss.label}>
        {title}
      </h1>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${id}-email`}>
          {labels.email}
        </label>
        <input id={`${id}-email`} className={formCss.input} name="email" type="email" autoComplete="username" required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <div className={formCss.field}>
        <label className={formCss.label} htmlFor={`${id}-password`}>
          {labels.password}
        </label>
        <input id={`${id}-password`} className={formCss.input} name="password" type="password" autoComplete="current-password" required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      </div>
      <p id={`${id}-error`} role="alert" className={formCss.error}>
        {error ?? ''}
      </p>
      <SubmitButton label={labels.submit} busyLabel={labels.busy} busy={busy} />
    </form>
  );
}
