import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { inboxTexts } from '../stories-fixtures/content';
import { DownloadsTable, type DownloadRow } from './DownloadsTable';

const rows: DownloadRow[] = [
  {
    id: '1',
    when: { relative: 'πριν από 10 λεπτά', iso: '2026-11-23T17:50:00Z', exact: '23 Νοεμβρίου 2026 στις 7:50 μ.μ.' },
    name: 'Νίκος Κ.',
    email: 'nikos@example.gr',
    sample: 'Τεστ Επαγγελματικού Προσανατολισμού',
  },
  {
    id: '2',
    when: { relative: 'χθες', iso: '2026-11-22T08:00:00Z', exact: '22 Νοεμβρίου 2026 στις 10:00 π.μ.' },
    name: 'Ελένη Δήμου',
    email: 'eleni@example.gr',
    sample: 'Meta',
  },
];

const labels = { ...inboxTexts.downloads, caption: inboxTexts.downloads.caption(2) };

const meta = preview.meta({
  title: 'Patterns/DownloadsTable',
  component: DownloadsTable,
  args: { rows, labels },
});

/** Who downloaded which sample, when; the region scrolls by keyboard too. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Σύνολο: 2' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Λήψεις δειγμάτων' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('rowheader', { name: 'Ελένη Δήμου' })).toBeVisible();
  },
});

export const Empty = meta.story({
  args: { rows: [], labels: { ...labels, caption: inboxTexts.downloads.caption(0) } },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText(labels.empty)).toBeVisible(),
});

export const ManyRows = meta.story({
  args: {
    rows: Array.from({ length: 25 }, (_, index) => ({ ...rows[index % 2]!, id: `d${index}` })),
    labels: { ...labels, caption: inboxTexts.downloads.caption(25) },
  },
});

export const Mobile = meta.story(atPhoneWidth);
