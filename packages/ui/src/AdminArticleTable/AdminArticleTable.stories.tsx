import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminTexts } from '../stories-fixtures/content';
import { AdminArticleTable, type AdminArticleRow } from './AdminArticleTable';

const labels = adminTexts.table;

const rows: AdminArticleRow[] = [
  {
    id: '1',
    title: 'Μηχανογραφικό: συχνά λάθη',
    slug: 'michanografiko-sychna-lathi',
    category: 'Εκπαίδευση',
    published: false,
    featured: false,
    date: { iso: '2026-11-21', display: '21 Νοεμβρίου 2026' },
    scheduled: { iso: '2026-12-12T07:00:00.000Z', display: '12 Δεκεμβρίου 2026, 09:00' },
  },
  {
    id: '2',
    title: 'Τα επαγγέλματα με ζήτηση το 2026',
    slug: 'ta-epangelmata-me-zitisi-to-2026',
    category: 'Αγορά Εργασίας',
    published: true,
    featured: false,
    date: { iso: '2026-11-20', display: '20 Νοεμβρίου 2026' },
  },
  {
    id: '3',
    title: 'Πώς διαλέγουμε σπουδές χωρίς άγχος',
    slug: 'pos-dialegoume-spoudes-choris-agchos',
    category: 'Εκπαίδευση',
    published: true,
    featured: true,
    date: { iso: '2026-11-19', display: '19 Νοεμβρίου 2026' },
  },
];

const meta = preview.meta({
  title: 'Patterns/AdminArticleTable',
  component: AdminArticleTable,
  args: { articles: rows, labels, busy: null, onEdit: fn(), onToggleFeatured: fn(), onToggleStatus: fn(), onDelete: fn() },
});

/** The list: caption with the count, the row's title and slug, and actions named after their article. */
export const List = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Σύνολο: 3' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Τίτλος',
      'Κατηγορία',
      'Status',
      'Featured',
      'Ημ/νία',
      'Ενέργειες',
    ]);
    // A scheduled draft says when it goes live, under its status.
    await expect(canvas.getByText('12 Δεκεμβρίου 2026, 09:00').closest('td')).toHaveTextContent(
      'ΠρόχειροΔημοσιεύεται 12 Δεκεμβρίου 2026, 09:00',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Publish: Μηχανογραφικό: συχνά λάθη' }));
    await expect(args.onToggleStatus).toHaveBeenCalledWith(rows[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Unfeature: Πώς διαλέγουμε σπουδές χωρίς άγχος' }));
    await expect(args.onToggleFeatured).toHaveBeenCalledWith(rows[2]);
    const edit = canvas.getByRole('button', { name: 'Επεξεργασία: Τα επαγγέλματα με ζήτηση το 2026' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(rows[1], edit);
  },
});

/** A call running: that button is busy, still focusable, and ignores clicks. */
export const Busy = meta.story({
  args: { busy: { id: '2', action: 'status' } },
  // At phone width the table scrolls sideways, and what this story changes is in the part scrolled out of view.
  parameters: { visual: { sameAs: { mobile: 'List' } } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Unpublish: Τα επαγγέλματα με ζήτηση το 2026' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onToggleStatus).not.toHaveBeenCalled();
  },
});

export const Empty = meta.story({
  args: { articles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Σύνολο: 0' })).toBeVisible();
    await expect(canvas.getByText(labels.empty)).toBeVisible();
  },
});

/** Phones: the table scrolls sideways inside its labelled, focusable region. */
export const Mobile = meta.story(atPhoneWidth);
