import preview from '../../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blankEvent, eventLimits, eventSchema } from '@cg/data';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { adminEventTexts } from '../stories-fixtures/content';
import type { FormIssue } from '../Form/useProgressiveForm';
import { EventForm, type EventFormValues } from './EventForm';

const { form } = adminEventTexts;
const blank: EventFormValues = blankEvent;

const meta = preview.meta({
  title: 'Patterns/EventForm',
  component: EventForm,
  args: {
    heading: form.heading,
    schema: eventSchema,
    labels: form.labels,
    options: form.options,
    limits: eventLimits,
    initial: blank,
    busy: false,
    onSubmit: fn(async (_values: EventFormValues): Promise<true | readonly FormIssue[]> => true),
  },
});

/** A new event, typed by keyboard: what, for whom, the day and its hours on Athens's clock, where, seats. */
export const NewEvent = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Τίτλος/), 'Ημερίδα για γονείς');
    await userEvent.selectOptions(canvas.getByLabelText('Απευθύνεται σε'), 'parents');
    await userEvent.type(canvas.getByLabelText(/^Ημερομηνία/), '2026-12-14');
    await userEvent.type(canvas.getByLabelText(/^Διεύθυνση/), 'Οδός Παραδείγματος 1');
    await userEvent.type(canvas.getByLabelText(/^Πόλη/), 'Αθήνα');
    await userEvent.click(canvas.getByRole('button', { name: 'Αποθήκευση ως πρόχειρο' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Ημερίδα για γονείς', audience: 'parents', date: '2026-12-14', city: 'Αθήνα', seats: '50' }),
      ),
    );
    // Saved: the form is empty again for the next one, with nothing marked as refused.
    await waitFor(() => expect(canvas.getByLabelText(/^Τίτλος/)).toHaveValue(''));
    for (const field of [/^Τίτλος/, /^Ημερομηνία/]) await expect(canvas.getByLabelText(field)).not.toHaveAttribute('aria-invalid', 'true');
  },
});

/** Online: the link's field replaces the place's, and says who receives it. */
export const Online = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Πού'), 'online');
    await expect(canvas.queryByLabelText(/^Διεύθυνση/)).toBeNull();
    await expect(canvas.getByLabelText(/^Σύνδεσμος διαδικτυακής ημερίδας/)).toHaveAccessibleDescription(form.labels.onlineUrlHint);
  },
});

/** Sent empty: each field says what it needs, in Greek, and focus goes to the first. */
export const Invalid = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText(/^Θέσεις/));
    await userEvent.type(canvas.getByLabelText(/^Θέσεις/), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Αποθήκευση ως πρόχειρο' }));
    await expect(await canvas.findByText('Γράψτε τίτλο (τουλάχιστον 3 χαρακτήρες).')).toBeVisible();
    await expect(canvas.getByText('Διαλέξτε ημερομηνία.')).toBeVisible();
    await expect(canvas.getByText('Οι θέσεις είναι ακέραιος αριθμός από 1 έως 5000.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Τίτλος/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The rules between fields come back from the manager: an end before the start is named on the end's field. */
export const EndBeforeStart = meta.story({
  args: {
    initial: { ...blank, title: 'Ημερίδα', date: '2026-12-14', endTime: '08:00', address: 'Οδός Παραδείγματος 1', city: 'Αθήνα' },
    onSubmit: fn(
      async (_values: EventFormValues): Promise<true | readonly FormIssue[]> => [
        { field: 'endTime', message: 'Η ώρα λήξης πρέπει να είναι μετά την ώρα έναρξης.' },
      ],
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Αποθήκευση ως πρόχειρο' }));
    await expect(await canvas.findByText('Η ώρα λήξης πρέπει να είναι μετά την ώρα έναρξης.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Λήξη/)).toHaveFocus();
  },
});

/** On a phone: one field under the other. */
export const Mobile = meta.story(atPhoneWidth);
