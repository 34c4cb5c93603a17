import type { FormEvent, ReactNode } from 'react';
import { SelectField } from '../Form/SelectField';
import { TextField } from '../Form/TextField';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Tiles } from '../Tiles/Tiles';
import * as css from './DocumentForm.css';

export type DocumentFormField = {
  /** The value's name (a path such as /phone/display); the input's id is made from it. */
  name: string;
  label: string;
  input: 'text' | 'number' | 'choice';
  value: string;
  error?: string;
  /** A design's limit: the field shows how many characters are left. */
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  /** What the field still stands in for, read with it. */
  hint?: string;
};

export type DocumentFormGroup = { name: string; legend: string; fields: readonly DocumentFormField[] };

export type DocumentFormProps = {
  /** The form's id (React's useId): each field's input id is made from it and the field's name (documentFieldId). */
  id: string;
  heading: string;
  groups: readonly DocumentFormGroup[];
  /** A line under the heading announced politely: saved, saving, refused. */
  status: string;
  onChange: (name: string, value: string) => void;
  /** The form's main action (Enter in a field); the buttons that do it and others arrive in `actions`. */
  onSubmit: () => void;
  actions: ReactNode;
  /** The counter's words for the characters left, e.g. `(left) => \`${left} χαρακτήρες ακόμη\`` . */
  charactersLeft: (left: number) => string;
};

/** The id a field's input gets, so a list elsewhere (what is still missing) can link to it. */
export const documentFieldId = (formId: string, name: string) => `${formId}${name.replaceAll('/', '-')}`;

/**
 * A structured document as staff edit it: its fields under a legend per group (a phone's three forms, an address's
 * parts), each labelled, with its error and, where the design has a limit, the characters left. The values are held by
 * the caller (autosave, a version check), so this form keeps nothing of its own. Use it for a document of named fields;
 * a lead or an event has its own form.
 * Accessibility: each group is a fieldset with its legend; every field labelled and tied to its error and hint
 * (aria-describedby); the status line is a polite live region, so a saved draft or a refusal is heard without moving focus.
 */
export function DocumentForm({ id, heading, groups, status, onChange, onSubmit, actions, charactersLeft }: DocumentFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <Stack space="md">
        <Heading level={2} id={`${id}-heading`} className={css.heading}>
          {heading}
        </Heading>
        <p className={css.status} role="status">
          {status}
        </p>
        {groups.map((group) => {
          const fields = group.fields.map((field) => {
            const fieldId = documentFieldId(id, field.name);
            const counter = field.maxLength === undefined ? undefined : charactersLeft(field.maxLength - field.value.length);
            const hint = [field.hint, counter].filter(Boolean).join(' · ') || undefined;
            // What both kinds of field take alike.
            const common = { id: fieldId, name: field.name, label: field.label, value: field.value, error: field.error };
            const change = (event: { target: { value: string } }) => onChange(field.name, event.target.value);
            return field.input === 'choice' ? (
              <SelectField key={field.name} {...common} options={field.options ?? []} onChange={change} />
            ) : (
              <TextField
                key={field.name}
                {...common}
                hint={hint}
                maxLength={field.maxLength}
                requiredMark=""
                verbatim={field.input === 'number'}
                onChange={change}
              />
            );
          });
          // A lone field needs no frame; a group of them is a fieldset named by its legend.
          return group.fields.length === 1 ? (
            fields
          ) : (
            <fieldset key={group.name} className={css.group}>
              <legend className={css.legend}>{group.legend}</legend>
              <Tiles columns={{ tablet: 2 }}>{fields}</Tiles>
            </fieldset>
          );
        })}
        <Inline space="sm" alignY="stretch">
          {actions}
        </Inline>
      </Stack>
    </form>
  );
}
