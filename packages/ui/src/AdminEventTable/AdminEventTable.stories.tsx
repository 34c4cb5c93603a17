import preview from '../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { adminEventTexts } from '../stories-fixtures/content';
import { AdminEventTable, type AdminEventRow } from './AdminEventTable';

const { table } = adminEventTexts;
const rows: AdminEventRow[] = [
  {
    id: 'pupils',
    title: 'Ημερίδα για μαθητές Λυκείου',
    audience: 'Για μαθητές',
    when: { iso: '2026-12-14T07:00:00Z', display: 'Δευτέρα 14 Δεκεμβρίου 2026, 09:00–14:00' },
    place: 'Οδός Παραδείγματος 1, Αθήνα',
    seats: table.seats(80, 80, 6),
    states: [{ label: table.states.published, tone: 'positive' }],
    actions: ['registrations', 'edit', 'unpublish', 'duplicate', 'cancel'],
  },
  {
    id: 'parents',
    title: 'Ημερίδα για γονείς',
    audience: 'Για γονείς',
    when: { iso: '2026-12-28T16:00:00Z', display: 'Δευτέρα 28 Δεκεμβρίου 2026, 18:00–20:00' },
    place: table.online,
    seats: table.seats(12, 200, 0),
    states: [
      { label: table.states.published, tone: 'positive' },
      { label: table.states.rescheduled, tone: 'caution' },
    ],
    actions: ['registrations', 'edit', 'unpublish', 'duplicate', 'cancel'],
  },
  {
    id: 'draft',
    title: 'Ημερίδα στη Θεσσαλονίκη',
    audience: 'Για όλους',
    when: { iso: '2027-01-11T08:00:00Z', display: 'Δευτέρα 11 Ιανουαρίου 2027, 10:00–13:00' },
    place: 'Οδός Παραδείγματος 2, Θεσσαλονίκη',
    seats: table.seats(0, 60, 0),
    states: [{ label: table.states.draft, tone: 'neutral' }],
    actions: ['edit', 'publish', 'duplicate', 'cancel', 'delete'],
  },
];

const meta = preview.meta({
  title: 'Patterns/AdminEventTable',
  component: AdminEventTable,
  args: {
    events: rows,
    labels: { ...table, region: table.upcoming, empty: table.emptyUpcoming },
    onAction: fn(),
  },
});

/** The next events: day and hours, place, seats taken with the waiting list, state, and what may be done. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Σύνολο: 3' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Ημερίδα για μαθητές Λυκείου/ })).toHaveTextContent('80 / 80 · 6 σε αναμονή');
    await expect(canvas.getByRole('row', { name: /Ημερίδα για γονείς/ })).toHaveTextContent('Νέα ημερομηνία');
    await userEvent.click(canvas.getByRole('button', { name: 'Δημοσίευση: Ημερίδα στη Θεσσαλονίκη' }));
    await expect(args.onAction).toHaveBeenCalledWith(rows[2], 'publish', expect.any(HTMLButtonElement));
    // Only a draft offers deletion.
    await expect(canvas.queryByRole('button', { name: 'Διαγραφή: Ημερίδα για γονείς' })).toBeNull();
  },
});

/** No event yet: the table says where to create one. */
export const Empty = meta.story({
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(table.emptyUpcoming)).toBeVisible();
  },
});

/** On a phone the table scrolls sideways in its own region, which a keyboard can scroll too. */
export const Mobile = meta.story(atPhoneWidth);
