import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  honeypotField,
  leadFormTexts,
  personFields,
  registrationFields,
  registrationForm,
  registrationSchema,
  studentsForm,
  studentsSchema,
} from '../stories-fixtures/content';
import { LeadForm } from './LeadForm';

const meta = preview.meta({
  title: 'Patterns/LeadForm',
  component: LeadForm<typeof studentsSchema>,
  args: {
    id: 'story-form',
    schema: studentsSchema,
    fields: personFields,
    action: '/lead-intake',
    hidden: { form: 'students' },
    honeypot: { name: honeypotField, label: leadFormTexts.honeypotLabel },
    submitLabel: studentsForm.submitLabel,
    busyLabel: leadFormTexts.busyLabel,
    note: leadFormTexts.requiredNote,
    onSubmit: fn(async () => undefined),
  },
});

const valid = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };

/** What the helper below asks of a story's canvas. */
type Canvas = { getByLabelText(text: RegExp): HTMLElement };

/** Types a valid person into the fields, as a visitor does (the phone too, unless it is left to the story). */
async function typePerson(canvas: Canvas, { phone = true } = {}) {
  await userEvent.type(canvas.getByLabelText(/Όνομα/), valid.firstName);
  await userEvent.type(canvas.getByLabelText(/Επώνυμο/), valid.lastName);
  await userEvent.type(canvas.getByLabelText(/Email/), valid.email);
  if (phone) await userEvent.type(canvas.getByLabelText(/Τηλέφωνο/), valid.phone);
}

/** Idle: four labelled fields with the platform's own rules, and the submit button. */
export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Όνομα/)).toHaveAttribute('autocomplete', 'given-name');
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/Τηλέφωνο/)).toHaveAttribute('inputmode', 'tel');
    await expect(canvas.getByLabelText(/Τηλέφωνο/)).toHaveAttribute('name', 'phone');
    await expect(canvas.getByRole('button', { name: 'Αποστολή Φόρμας' })).toBeEnabled();
  },
});

/** Invalid: an empty submit shows the spec's Greek messages, tied to their inputs; focus on the first. */
export const Invalid = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Αποστολή Φόρμας' }));
    const firstName = canvas.getByLabelText(/Όνομα/);
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες');
    await expect(canvas.getByText('Το επώνυμο πρέπει να έχει τουλάχιστον 2 χαρακτήρες')).toBeVisible();
    await expect(canvas.getByText('Παρακαλώ εισάγετε έγκυρο email')).toBeVisible();
    await expect(canvas.getByText('Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Re-validated on change: the message goes as soon as the field is right.
    await userEvent.type(firstName, 'Μα');
    await waitFor(() => expect(canvas.queryByText('Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες')).toBeNull());
  },
});

/** Keyboard only: Tab from field to field, Enter submits the trimmed values once. */
export const KeyboardFirst = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByLabelText(/Όνομα/).focus();
    await userEvent.keyboard(` ${valid.firstName} `);
    await userEvent.tab();
    await userEvent.keyboard(valid.lastName);
    await userEvent.tab();
    await userEvent.keyboard(valid.email);
    await userEvent.tab();
    await userEvent.keyboard(valid.phone);
    await userEvent.tab();
    // The honeypot is no tab stop: next is the submit button.
    await expect(canvas.getByRole('button', { name: 'Αποστολή Φόρμας' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(valid, { trapped: false }));
  },
});

/**
 * A keystroke while the submission is being checked (or a field handed over as the form's code starts) never loses
 * it: the submission is checked again and sent once, with what the field holds now.
 */
export const TypedWhileChecked = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typePerson(canvas);
    const phone = canvas.getByLabelText<HTMLInputElement>(/Τηλέφωνο/);
    canvasElement.querySelector('form')!.requestSubmit();
    // In the same task, before the check has settled: an input, as React's own test helpers make one.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(phone, '6912345679');
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...valid, phone: '6912345679' }, { trapped: false });
  },
});

/** Submitting: the button says 'Υποβολή...' and is disabled until the send settles. */
export const Submitting = meta.story({
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    await typePerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Αποστολή Φόρμας' }));
    await expect(await canvas.findByRole('button', { name: 'Υποβολή...' })).toBeDisabled();
  },
});

/** Long Greek input wraps inside the card and its messages stay readable. */
export const LongGreekInput = meta.story({
  args: {
    loadDraft: () => ({
      firstName: 'Αικατερίνη-Παναγιώτα-Χριστίνα',
      lastName: 'Παπαδοπουλοπούλου-Καραγιαννοπούλου-Χατζηγεωργίου',
      email: 'aikaterini.papadopoulopoulou.karagiannopoulou@panepistimio-example.edu.gr',
      phone: '+30 691 234 5678',
    }),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText(/Επώνυμο/)).toHaveValue('Παπαδοπουλοπούλου-Καραγιαννοπούλου-Χατζηγεωργίου'));
  },
});

/** At phone width the fields stack in one column. */
export const PhoneWidth = meta.story(atPhoneWidth);

/** Letters are no phone number: the Greek message before anything is sent; the browser has the same rule before hydration. */
export const PhoneOfLetters = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typePerson(canvas, { phone: false });
    const phone = canvas.getByLabelText(/Τηλέφωνο/);
    await expect(phone).toHaveAttribute('pattern');
    await userEvent.type(phone, 'abcdefghij');
    await userEvent.click(canvas.getByRole('button', { name: 'Αποστολή Φόρμας' }));
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription('Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The receiver refused a field after all: its message shows on that field, which gets focus, the input kept. */
export const RefusedByTheReceiver = meta.story({
  args: { onSubmit: fn(async () => [{ field: 'email', message: 'Παρακαλώ εισάγετε έγκυρο email' }]) as never },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typePerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Αποστολή Φόρμας' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const email = canvas.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Παρακαλώ εισάγετε έγκυρο email');
    await expect(email).toHaveValue(valid.email);
    await expect(canvas.getByRole('button', { name: 'Αποστολή Φόρμας' })).toBeEnabled();
  },
});

/** With a status: what became of the last submission, under the button, read out politely (here: kept to send later). */
export const WithStatus = meta.story({
  args: {
    status: 'Η αίτησή σας κρατήθηκε. Θα σταλεί αυτόματα μόλις επανέλθει η σύνδεση.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Η αίτησή σας κρατήθηκε.');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
});

/**
 * Choices besides text (an event registration): a list the page gives (the events), a number that starts at 1 and an
 * optional list; sent empty, the list's own message and focus on it, as for a text field.
 */
export const WithChoices = meta.story({
  args: {
    schema: registrationSchema as never,
    fields: registrationFields as never,
    options: {
      event: [
        { value: '', label: 'Επιλέξτε ημερίδα' },
        { value: '5e1d0000-0000-4000-8000-000000000001', label: 'Ημερίδα για μαθητές Λυκείου · Σάββατο 12 Δεκεμβρίου 2026, 09:00' },
      ],
    } as never,
    hidden: { form: 'imerides' },
    submitLabel: registrationForm.submitLabel,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const event = canvas.getByLabelText(/^Ημερίδα/);
    await expect(event).toBeRequired();
    await expect(canvas.getByLabelText(/^Πόσα άτομα/)).toHaveValue('1');
    await expect(canvas.getByLabelText(/^Τάξη μαθητή/)).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Δήλωση συμμετοχής' }));
    await waitFor(() => expect(event).toHaveFocus());
    await expect(event).toHaveAccessibleDescription('Επιλέξτε την ημερίδα που θέλετε να παρακολουθήσετε');
    await userEvent.selectOptions(event, '5e1d0000-0000-4000-8000-000000000001');
    await userEvent.type(canvas.getByLabelText(/^Όνομα/), 'Ελένη');
    await userEvent.type(canvas.getByLabelText(/^Επώνυμο/), 'Παππά');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'eleni@example.gr');
    await userEvent.type(canvas.getByLabelText(/^Τηλέφωνο/), '6912345678');
    await userEvent.selectOptions(canvas.getByLabelText(/^Τάξη μαθητή/), 'lyk2');
    await userEvent.click(canvas.getByRole('button', { name: 'Δήλωση συμμετοχής' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ event: '5e1d0000-0000-4000-8000-000000000001', people: '1', pupilClass: 'lyk2' }),
        { trapped: false },
      ),
    );
  },
});
