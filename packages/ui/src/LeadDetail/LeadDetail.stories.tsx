import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inboxTexts } from '../stories-fixtures/content';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { LeadDetail } from './LeadDetail';
import { StatusSteps } from '../LeadInboxTable/StatusSteps';

const statuses = Object.entries(inboxTexts.statuses).map(([value, label]) => ({ value, label }));
const onStatusChange = fn();

const meta = preview.meta({
  title: 'Patterns/LeadDetail',
  component: LeadDetail,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: 'Κώστας Δήμου',
    facts: [
      { label: 'Παραλαβή', value: '21 Νοεμβρίου 2026 στις 11:10 π.μ.' },
      { label: 'Φόρμα', value: 'Φορείς' },
      { label: 'Email', value: <a href="mailto:k.dimou@lykeio.example.gr">k.dimou@lykeio.example.gr</a> },
      { label: 'Τηλέφωνο', value: <a href="tel:2101234567">210 123 4567</a> },
      { label: 'Φορέας και ανάγκες', value: 'Γενικό Λύκειο: ημερίδα για 120 μαθητές της Β΄ και Γ΄ τάξης.' },
      { label: 'Κατάσταση', value: 'Σε επικοινωνία' },
    ],
    actions: (
      <StatusSteps
        lead={{ name: 'Κώστας Δήμου', status: 'contacted' }}
        statuses={statuses}
        labels={inboxTexts.table}
        onStatusChange={onStatusChange}
      />
    ),
    note: 'Κλήση στις 17:00.',
    labels: inboxTexts.detail,
    onSaveNote: fn(),
    onErase: fn(),
    onClose: fn(),
  },
});

/** The status buttons as a page wires them: a change re-renders them with the lead's new status. */
function ChangingStatus() {
  const [status, setStatus] = useState('contacted');
  return <StatusSteps lead={{ name: 'Κώστας Δήμου', status }} statuses={statuses} labels={inboxTexts.table} onStatusChange={setStatus} />;
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every field, the next status and the one before it, the note, erasure; a dialog named after the person. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Κώστας Δήμου' })).toBeVisible();
    await userEvent.click(body(canvasElement).getByRole('button', { name: /^Πίσω σε «Νέο»: Κώστας Δήμου$/ }));
    await expect(onStatusChange).toHaveBeenCalledWith('new');
    await expect(body(canvasElement).getByLabelText('Εσωτερική σημείωση')).toHaveValue('Κλήση στις 17:00.');
  },
});

/** The last step by keyboard: its button goes with it, and focus moves to the one that stays, not to the page. */
export const FocusAfterLastStep = meta.story({
  args: { actions: <ChangingStatus /> },
  play: async ({ canvasElement }) => {
    const done = await body(canvasElement).findByRole('button', { name: 'Σήμανση «Ολοκληρώθηκε»: Κώστας Δήμου' });
    done.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).getByRole('button', { name: 'Πίσω σε «Σε επικοινωνία»: Κώστας Δήμου' })).toHaveFocus());
  },
});

/** By keyboard: write the note and save it; the save button waits for a change. Escape closes. */
export const KeyboardNote = meta.story({
  play: async ({ canvasElement, args }) => {
    const note = await body(canvasElement).findByLabelText('Εσωτερική σημείωση');
    const save = body(canvasElement).getByRole('button', { name: 'Αποθήκευση σημείωσης' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    note.focus();
    await userEvent.keyboard('{Control>}{End}{/Control} Ξανά την Τρίτη.');
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveNote).toHaveBeenCalledWith('Κλήση στις 17:00. Ξανά την Τρίτη.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
});

/** Saving the note: the button says so and waits. */
export const SavingNote = meta.story({
  args: { savingNote: true },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: 'Αποθήκευση...' })).toHaveAttribute('aria-disabled', 'true');
  },
});

/** Erasure is asked for, never done here: the page confirms first. */
export const Erase = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Διαγραφή αίτησης' }));
    await expect(args.onErase).toHaveBeenCalledWith(expect.any(HTMLButtonElement));
  },
});

/** The confirmation opens inside the detail, so it nests: usable, focused on cancel, Escape closes it alone. */
export const EraseConfirmation = meta.story({
  args: {
    children: (
      <ConfirmDialog
        open
        title={inboxTexts.confirmErase.title}
        text={inboxTexts.confirmErase.text('Κώστας Δήμου')}
        labels={inboxTexts.confirmErase.labels}
        onConfirm={fn()}
        onCancel={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Διαγραφή αίτησης;' });
    await waitFor(() => expect(confirm.closest('[inert]')).toBeNull());
    await expect(within(confirm).getByRole('button', { name: 'Ακύρωση' })).toHaveFocus();
  },
});

/** A long message and a long note stay readable. */
export const LongText = meta.story({
  args: {
    facts: [
      {
        label: 'Φορέας και ανάγκες',
        value:
          'Ιδιωτικό Γενικό Λύκειο και Γυμνάσιο.\nΘέλουμε ημερίδα για γονείς τον Ιανουάριο, τεστ για 240 μαθητές και συνεδρίες για όσους τις ζητήσουν. '.repeat(
            4,
          ),
      },
    ],
    note: 'Μίλησα με τη διευθύντρια. '.repeat(30),
  },
});

export const Mobile = meta.story(atPhoneWidth);
