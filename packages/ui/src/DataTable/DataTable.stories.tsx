import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { DataTable } from './DataTable';

type Row = { id: string; name: string; form: string };
const rows: Row[] = [
  { id: '1', name: 'Μαρία Παπαδοπούλου', form: 'Μαθητές' },
  { id: '2', name: 'Νίκος Κωστόπουλος', form: 'Φοιτητές' },
];

const meta = preview.meta({
  title: 'Components/DataTable',
  component: DataTable<Row>,
  args: {
    region: 'Πίνακας αιτήσεων',
    caption: 'Αιτήσεις',
    columns: ['Όνομα', 'Φόρμα'],
    rows,
    empty: 'Δεν υπάρχουν αιτήσεις.',
    renderRow: (row: Row) => (
      <tr key={row.id}>
        <td>{row.name}</td>
        <td>{row.form}</td>
      </tr>
    ),
  },
});

/** A captioned table with column headings, in a region a keyboard can scroll sideways on a phone. */
export const WithRows = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Αιτήσεις' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Όνομα', 'Φόρμα']);
    await expect(canvas.getByRole('region', { name: 'Πίνακας αιτήσεων' })).toHaveAttribute('tabindex', '0');
  },
});

/** No rows: the table says so in one cell across every column. */
export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Δεν υπάρχουν αιτήσεις.' })).toHaveAttribute('colspan', '2');
  },
});
