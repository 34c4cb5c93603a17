import { useEffect, useRef, useState, type FormEvent } from 'react';
import { allFilled } from '../Form/disabledUntilFilled';
import { Honeypot, type HoneypotProps } from '../Form/Honeypot';
import { PrivacyNote, type PrivacyLine } from '../Form/PrivacyNote';
import { textOf, typedBeforeHydration, useHydrated } from '../Form/hydration';
import { SelectField } from '../Form/SelectField';
import { SubmitButton } from '../Form/SubmitButton';
import { TextField, type TextFieldKind } from '../Form/TextField';
import * as formCss from '../Form/Form.css';

export type SampleDownloadValues = { name: string; lastname: string; email: string; product: string };

export type SampleDownloadFormProps = {
  id: string;
  /** Where the browser posts the form before hydration or without JavaScript. */
  action: string;
  products: readonly { value: string; label: string }[];
  defaultProduct: string;
  labels: { name: string; lastname: string; email: string; product: string; submit: string; busy: string };
  /** The hidden trap field: filled (by a bot), the form clears as if it succeeded and calls nothing. */
  honeypot: HoneypotProps;
  /**
   * Called inside the submit event itself (so a tab it opens is never blocked as a popup), only when all
   * three fields are filled; resolves true when the download succeeded, and the fields then clear. The
   * caller checks the values (its messages are toasts, as the specification has them).
   */
  onDownload: (values: SampleDownloadValues) => Promise<boolean>;
  /** Submitted with a field empty (Enter in a field): the caller says what is missing. */
  onIncomplete: () => void;
  /** The line under the form that says what the data is for, with a link to the privacy notice. */
  privacy?: PrivacyLine;
};

type PersonName = 'name' | 'lastname' | 'email';
const names: readonly PersonName[] = ['name', 'lastname', 'email'];
const empty: Record<PersonName, string> = { name: '', lastname: '', email: '' };

/**
 * The sample report form: name, lastname, e-mail and which sample, from the form kit's fields and its
 * hydration glue. It shows no field messages (the caller's toasts do), so it needs no schema store and
 * its page stays without one. The button stays disabled until all three fields hold something (a page that
 * starts this code late applies the same rule to its HTML at once: keepDisabledUntilFilled) and says
 * it is downloading while busy. Before hydration it is a plain form the browser checks (`required`,
 * `type="email"`) and posts to `action`; what was typed before hydration is kept and counts.
 * Accessibility: every field labelled; the button says why it waits (disabled until the three fields are filled, and announced busy while it works).
 */
export function SampleDownloadForm({
  id,
  action,
  products,
  defaultProduct,
  labels,
  honeypot,
  onDownload,
  onIncomplete,
  privacy,
}: SampleDownloadFormProps) {
  const element = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [values, setValues] = useState(empty);
  const [product, setProduct] = useState(defaultProduct);
  const [busy, setBusy] = useState(false);
  const filled = allFilled(names.map((name) => values[name]));

  useEffect(() => setValues((current) => ({ ...current, ...typedBeforeHydration(element.current, names) })), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!filled) return onIncomplete();
    if (textOf(element.current, honeypot.name).trim() !== '') return setValues(empty);
    setBusy(true);
    // No await before this call: it runs in the submit event's own task.
    void onDownload({ ...values, product })
      .then((ok) => {
        if (ok) setValues(empty);
      })
      .finally(() => setBusy(false));
  };

  const field = (name: PersonName, label: string, kind: TextFieldKind, autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      kind={kind}
      required
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <form ref={element} id={id} className={formCss.form} method="post" action={action} noValidate={hydrated} onSubmit={submit}>
      <div className={formCss.row}>
        {field('name', labels.name, 'text', 'given-name')}
        {field('lastname', labels.lastname, 'text', 'family-name')}
      </div>
      {field('email', labels.email, 'email', 'email')}
      <SelectField
        id={`${id}-product`}
        name="product"
        label={labels.product}
        options={products}
        value={product}
        onChange={(event) => setProduct(event.target.value)}
      />
      <Honeypot {...honeypot} />
      <SubmitButton label={labels.submit} busyLabel={labels.busy} busy={busy} disabled={hydrated && !filled} untilFilled />
      {privacy ? <PrivacyNote {...privacy} /> : null}
    </form>
  );
}
