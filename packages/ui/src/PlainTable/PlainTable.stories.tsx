import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { PlainTable } from './PlainTable';

const meta = preview.meta({
  title: 'Components/PlainTable',
  component: PlainTable,
  args: {
    region: 'Διαγραφές λόγω χρόνου φύλαξης',
    caption: 'Οι τελευταίες εκτελέσεις',
    columns: ['Πότε', 'Αιτήσεις', 'Λήψεις'],
    rows: [
      { id: 1, cells: ['26 Νοεμβρίου 2026, 03:17', '4', '12'] },
      { id: 2, cells: ['25 Νοεμβρίου 2026, 03:17', '0', '1'] },
    ],
    empty: 'Καμία εκτέλεση ακόμη.',
  },
});

/** Each row headed by its first cell, in a region a keyboard can scroll. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Οι τελευταίες εκτελέσεις' })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      '26 Νοεμβρίου 2026, 03:17',
      '25 Νοεμβρίου 2026, 03:17',
    ]);
  },
});

export const Empty = meta.story({
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Καμία εκτέλεση ακόμη.')).toBeVisible();
  },
});
