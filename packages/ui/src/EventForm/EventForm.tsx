import { getInput, reset, type SubmitHandler } from '@formisch/react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button/Button';
import { SchemaSelectField } from '../Form/SchemaSelectField';
import { SchemaTextField, type FormFieldSpec } from '../Form/SchemaTextField';
import { SubmitButton } from '../Form/SubmitButton';
import { useSubmit } from '../Form/useSubmit';
import { useProgressiveForm, type FormIssue, type TextFormSchema } from '../Form/useProgressiveForm';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Tiles } from '../Tiles/Tiles';
import * as css from './EventForm.css';

type TextName = 'title' | 'description' | 'date' | 'startTime' | 'endTime' | 'address' | 'city' | 'onlineUrl' | 'seats';
type ChoiceName = 'audience' | 'where' | 'registration';
export type EventFormName = TextName | ChoiceName;

/** What the form holds: every value text, as a form posts it. `where` is 'place' or 'online'. */
export type EventFormValues = Record<EventFormName, string>;

type Option = { value: string; label: string };

export type EventFormProps = {
  heading: string;
  /** The rules of every field, with their Greek messages (the rules between fields come back from `onSubmit`). */
  schema: TextFormSchema;
  labels: Record<EventFormName, string> & { onlineUrlHint: string; seatsHint: string; submit: string; busy: string; cancel: string };
  options: Record<ChoiceName, readonly Option[]>;
  /** The inputs' own limits, as the schema and the database have them. */
  limits: { title: number; description: number; address: number; city: number; onlineUrl: number };
  /** The values the form opens with: an event being edited, a copy, or a new event's defaults. */
  initial: EventFormValues;
  /** Editing an existing event: the form opens focused on its heading, with a way out. */
  editing?: boolean;
  busy: boolean;
  /** Resolves true when the event was saved (a new-event form then clears), or with the issues to show on their fields. */
  onSubmit: (values: EventFormValues) => Promise<true | readonly FormIssue[]>;
  onCancel?: () => void;
};

/**
 * An event for the back office: what, for whom, the day and its hours, a place (address and city) or an online link,
 * the seats and whether registrations are open. The place's fields or the link's show as the choice asks. Use it
 * for dated events with seats; an article has its own form.
 * Accessibility: every field labelled, its Greek message tied to it (aria-describedby) and focus on the first field to
 * fix; when it opens for editing its heading takes focus, so a screen reader hears which event it is.
 */
export function EventForm({
  heading,
  schema,
  labels,
  options,
  limits,
  initial,
  editing = false,
  busy,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const id = useId();
  const fields: Record<TextName, FormFieldSpec<TextName>> = {
    title: { name: 'title', label: labels.title, maxLength: limits.title, required: true },
    description: { name: 'description', label: labels.description, kind: 'textarea', rows: 4, maxLength: limits.description },
    date: { name: 'date', label: labels.date, kind: 'date', required: true },
    startTime: { name: 'startTime', label: labels.startTime, kind: 'time', required: true },
    endTime: { name: 'endTime', label: labels.endTime, kind: 'time', required: true },
    address: { name: 'address', label: labels.address, maxLength: limits.address, autoComplete: 'off' },
    city: { name: 'city', label: labels.city, maxLength: limits.city, autoComplete: 'off' },
    onlineUrl: {
      name: 'onlineUrl',
      label: labels.onlineUrl,
      kind: 'url',
      hint: labels.onlineUrlHint,
      maxLength: limits.onlineUrl,
      verbatim: true,
    },
    seats: { name: 'seats', label: labels.seats, kind: 'integer', hint: labels.seatsHint, pattern: '[0-9]{1,4}', required: true },
  };
  const names: readonly EventFormName[] = [
    'title',
    'audience',
    'description',
    'date',
    'startTime',
    'endTime',
    'where',
    'address',
    'city',
    'onlineUrl',
    'seats',
    'registration',
  ];
  const { form, showIssues } = useProgressiveForm({ schema, names, initialInput: initial });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const online = (getInput(form) as Partial<EventFormValues>).where === 'online';

  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);

  const save: SubmitHandler<TextFormSchema> = async (values) => {
    if (busy) return;
    const answer = await onSubmit(values as EventFormValues);
    if (answer !== true) return showIssues(answer);
    // A new form, not an emptied one: emptied field by field, a submitted form judged each empty field again and showed it refused.
    if (!editing) reset(form, { initialInput: initial });
  };
  const submit = useSubmit(form, save);

  return (
    <form className={css.form} onSubmit={submit.onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <Stack space="md">
        <Heading level={2} id={`${id}-heading`} ref={headingRef} tabIndex={editing ? -1 : undefined} className={css.heading}>
          {heading}
        </Heading>
        <SchemaTextField form={form} formId={id} field={fields.title} />
        <SchemaSelectField form={form} formId={id} name="audience" label={labels.audience} options={options.audience} />
        <SchemaTextField form={form} formId={id} field={fields.description} />
        <Tiles columns={{ tablet: 3 }}>
          <SchemaTextField form={form} formId={id} field={fields.date} />
          <SchemaTextField form={form} formId={id} field={fields.startTime} />
          <SchemaTextField form={form} formId={id} field={fields.endTime} />
        </Tiles>
        <SchemaSelectField form={form} formId={id} name="where" label={labels.where} options={options.where} />
        {online ? (
          <SchemaTextField form={form} formId={id} field={fields.onlineUrl} />
        ) : (
          <Tiles columns={{ tablet: 2 }}>
            <SchemaTextField form={form} formId={id} field={fields.address} />
            <SchemaTextField form={form} formId={id} field={fields.city} />
          </Tiles>
        )}
        <Tiles columns={{ tablet: 2 }}>
          <SchemaTextField form={form} formId={id} field={fields.seats} />
          <SchemaSelectField form={form} formId={id} name="registration" label={labels.registration} options={options.registration} />
        </Tiles>
        <Inline space="sm" alignY="stretch">
          <SubmitButton label={labels.submit} busyLabel={labels.busy} busy={busy} />
          {onCancel ? (
            <Button tone="secondary" onClick={onCancel}>
              {labels.cancel}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
