import { focus, setErrors, setInput, useForm, type FormStore } from '@formisch/react';
import { useEffect, useRef } from 'react';
import type * as v from 'valibot';
import { textOf, typedBeforeHydration, useHydrated } from './hydration';

/** A form whose values are all text: every form on the site except the article editor's file. */
export type TextFormSchema = v.ObjectSchema<Record<string, v.GenericSchema<string, string>>, undefined>;

/** A message for one field (or, with no field, for the whole form) that the receiver sent back. */
export type FormIssue = { field: string | null; message: string };

type Options<TSchema extends TextFormSchema> = {
  schema: TSchema;
  /** The text fields' names, in the order focus should look for the first invalid one. */
  names: readonly string[];
  /** What the fields hold when the form opens (an article being edited) and after a reset. */
  initialInput?: Record<string, string>;
  /** Input kept from an earlier visit (a failed submission, a reload); what was typed wins over it. */
  loadDraft?: () => Partial<Record<string, string>> | null;
};

/**
 * The progressive-enhancement glue every form shares, written once. Until hydration the form is plain
 * HTML: the browser checks the inputs' own rules and posts it. Once hydrated it switches the browser's
 * checks off (`noValidate`) for the schema's Greek messages (Formisch: on submit, then on every change),
 * takes over whatever was typed before the script arrived, then the draft, and can show the receiver's
 * own issues on their fields with focus on the first.
 */
export function useProgressiveForm<TSchema extends TextFormSchema>({ schema, names, initialInput, loadDraft }: Options<TSchema>) {
  // Typed loosely inside: callers keep their field names and values exact through their own props.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- needed where the site's project compiles this file: there the schema stays generic
  const form = useForm({ schema: schema as TextFormSchema, initialInput, validate: 'submit', revalidate: 'input' });
  const element = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const restored = { ...loadDraft?.(), ...typedBeforeHydration(element.current, names) };
    for (const name of names) {
      const value = restored[name];
      if (value) setInput(form, { path: [name], input: value });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restore once, on mount: later input is the visitor's
  }, []);

  /** The receiver's issues on their fields, focus on the first of them; issues for other fields are left to the caller. */
  const showIssues = (issues: readonly FormIssue[]) => {
    const onFields = issues.filter((issue) => issue.field !== null && names.includes(issue.field));
    for (const name of names) {
      const messages = onFields.filter((issue) => issue.field === name).map((issue) => issue.message);
      if (messages.length) setErrors(form, { path: [name], errors: messages as [string, ...string[]] });
    }
    const first = names.find((name) => onFields.some((issue) => issue.field === name));
    if (first) focus(form, { path: [first] });
  };

  /** Whether a bot filled the hidden trap field. */
  const trapped = (honeypotName: string) => textOf(element.current, honeypotName).trim() !== '';

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- as above
  return { form: form as FormStore<TextFormSchema>, element, hydrated, showIssues, trapped };
}
