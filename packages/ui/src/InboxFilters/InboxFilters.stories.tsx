import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inboxTexts } from '../stories-fixtures/content';
import { InboxFilters } from './InboxFilters';

const empty = { form: '', status: '', from: '', to: '', q: '', source: '' };

const meta = preview.meta({
  title: 'Patterns/InboxFilters',
  component: InboxFilters,
  args: {
    id: 'story-filters',
    values: empty,
    forms: [
      { value: 'students', label: 'Μαθητές' },
      { value: 'foreis', label: 'Φορείς' },
    ],
    statuses: Object.entries(inboxTexts.statuses).map(([value, label]) => ({ value, label })),
    labels: inboxTexts.filters,
    clearHref: '/admin/leads',
    onApply: fn(),
  },
});

/** No filter: everything. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Φίλτρα αιτήσεων' })).toBeVisible();
  },
});

/** By keyboard: type a search, choose a form and a status, Enter applies them together. */
export const KeyboardApply = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Αναζήτηση (όνομα, email, τηλέφωνο)'));
    await userEvent.keyboard('μαρία');
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByLabelText('Φόρμα'), 'foreis');
    await userEvent.selectOptions(canvas.getByLabelText('Κατάσταση'), 'new');
    await userEvent.type(canvas.getByLabelText('Πηγή'), ' facebook ');
    canvas.getByLabelText('Αναζήτηση (όνομα, email, τηλέφωνο)').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({ form: 'foreis', status: 'new', from: '', to: '', q: 'μαρία', source: 'facebook' });
  },
});

/** Filters from the address are shown as set. */
export const Filtered = meta.story({
  args: { values: { form: 'foreis', status: 'contacted', from: '2026-01-01', to: '2026-01-31', q: '6912', source: 'google' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Φόρμα')).toHaveValue('foreis');
    await expect(canvas.getByLabelText('Από')).toHaveValue('2026-01-01');
    await expect(canvas.getByLabelText('Πηγή')).toHaveValue('google');
    await expect(canvas.getByLabelText('Πηγή')).toHaveAccessibleDescription(
      'Το utm_source της καμπάνιας (π.χ. facebook), ή Άμεση, ή Άγνωστη.',
    );
    await expect(canvas.getByRole('link', { name: 'Καθαρισμός φίλτρων' })).toHaveAttribute('href', '/admin/leads');
  },
});

export const Mobile = meta.story(atPhoneWidth);
