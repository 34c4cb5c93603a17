import preview from '../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { adminEventTexts } from '../stories-fixtures/content';
import { RegistrationTable, type RegistrationRow } from './RegistrationTable';

// Made-up people on example.gr, which no one owns.
const rows: RegistrationRow[] = [
  {
    id: 'eleni',
    name: 'Ελένη Παππά',
    email: 'eleni@example.gr',
    phone: '6912345678',
    when: { iso: '2026-11-20T10:15:00Z', display: 'Παρασκευή 20 Νοεμβρίου 2026, 12:15' },
    people: 2,
    pupilClass: 'Β΄ Λυκείου',
    state: { label: 'Με θέση', tone: 'positive' },
    attended: true,
  },
  {
    id: 'nikos',
    name: 'Νίκος Δήμου',
    email: 'nikos@example.gr',
    phone: '210 123 4567',
    when: { iso: '2026-11-21T08:00:00Z', display: 'Σάββατο 21 Νοεμβρίου 2026, 10:00' },
    people: 1,
    pupilClass: 'Γ΄ Λυκείου',
    state: { label: 'Σε αναμονή', tone: 'caution' },
    attended: null,
  },
];

const meta = preview.meta({
  title: 'Patterns/RegistrationTable',
  component: RegistrationTable,
  args: { registrations: rows, labels: adminEventTexts.registrations, onAttended: fn() },
});

/** An event's registrations: who, how to reach them, when, how many, the class, their place, and who came. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: 'Εμφανίζονται: 2' }));
    await expect(table.getByRole('rowheader', { name: 'Ελένη Παππά' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'eleni@example.gr' })).toHaveAttribute('href', 'mailto:eleni@example.gr');
    await expect(table.getByRole('link', { name: '210 123 4567' })).toHaveAttribute('href', 'tel:2101234567');
    await expect(table.getByRole('checkbox', { name: 'Ήρθε: Ελένη Παππά' })).toBeChecked();
    const nikos = table.getByRole('checkbox', { name: 'Ήρθε: Νίκος Δήμου' });
    await expect(nikos).not.toBeChecked();
    // By keyboard: Space ticks the box.
    nikos.focus();
    await userEvent.keyboard(' ');
    await expect(args.onAttended).toHaveBeenCalledWith(expect.objectContaining({ id: 'nikos' }), true);
  },
});

/** Nobody yet: the table says so. */
export const Empty = meta.story({
  args: { registrations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Καμία εγγραφή ακόμη.')).toBeVisible();
  },
});

/** On a phone the table scrolls sideways in its own region. */
export const Mobile = meta.story(atPhoneWidth);
