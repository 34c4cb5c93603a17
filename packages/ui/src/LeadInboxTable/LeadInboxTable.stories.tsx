import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inboxTexts } from '../stories-fixtures/content';
import { LeadInboxTable, type LeadInboxRow } from './LeadInboxTable';

const statuses = Object.entries(inboxTexts.statuses).map(([value, label]) => ({ value, label }));
const { caption, emptyFiltered: _filtered, ...tableTexts } = inboxTexts.table;
const labels = { ...tableTexts, caption: caption(3, false) };

const time = (relative: string, iso: string, exact: string) => ({ relative, iso, exact });

const rows: LeadInboxRow[] = [
  {
    id: 'a',
    received: time('πριν από 5 λεπτά', '2026-11-23T17:55:00Z', '23 Νοεμβρίου 2026 στις 7:55 μ.μ.'),
    form: 'Μαθητές',
    name: 'Μαρία Παπαδοπούλου',
    email: 'maria@example.gr',
    phone: '691 234 5678',
    source: 'facebook / paid / autumn',
    status: 'new',
    overdue: false,
  },
  {
    id: 'b',
    received: time('πριν από 2 ημέρες', '2026-11-21T09:10:00Z', '21 Νοεμβρίου 2026 στις 11:10 π.μ.'),
    form: 'Φορείς',
    name: 'Κώστας Δήμου',
    email: 'k.dimou@lykeio.example.gr',
    phone: '210 123 4567',
    company: 'Γενικό Λύκειο: ημερίδα για 120 μαθητές της Β΄ και Γ΄ τάξης',
    source: 'Άμεση',
    status: 'new',
    overdue: true,
    repeat: true,
  },
  {
    id: 'c',
    received: time('πριν από 1 εβδομάδα', '2026-11-16T12:00:00Z', '16 Νοεμβρίου 2026 στις 2:00 μ.μ.'),
    form: 'Σεμινάρια',
    name: 'Ελένη Νικολάου',
    email: 'eleni@example.gr',
    phone: '+30 697 000 1111',
    source: 'Άγνωστη',
    status: 'done',
    overdue: false,
  },
];

const meta = preview.meta({
  title: 'Patterns/LeadInboxTable',
  component: LeadInboxTable,
  args: { rows, statuses, labels, busyId: null, onStatusChange: fn(), onOpen: fn() },
});

/** The list: who, through which form, how to reach them (mail and phone links), where the callback stands. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Σύνολο: 3' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'maria@example.gr' })).toHaveAttribute('href', 'mailto:maria@example.gr');
    await expect(canvas.getByRole('link', { name: '691 234 5678' })).toHaveAttribute('href', 'tel:6912345678');
    await expect(canvas.getByText('Εκπρόθεσμο')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /Κώστας Δήμου/ })).toHaveTextContent('Επαναλαμβανόμενη επαφή');
    await expect(canvas.getByRole('row', { name: /Μαρία Παπαδοπούλου/ })).toHaveTextContent('facebook / paid / autumn');
    // The exact time, for hover and for screen readers.
    await expect(canvasElement.querySelector('time[datetime="2026-11-23T17:55:00Z"]')).toHaveAttribute(
      'title',
      '23 Νοεμβρίου 2026 στις 7:55 μ.μ.',
    );
  },
});

/** By keyboard: a lead moves one step forward, or back, with buttons named after it. */
export const KeyboardStatusChange = meta.story({
  // On a phone the cards end as they began: the focus ring it leaves is on the table's button, at desktop width.
  parameters: { visual: { sameAs: { mobile: 'Default' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const forward = canvas.getByRole('button', { name: 'Σήμανση «Σε επικοινωνία»: Μαρία Παπαδοπούλου' });
    forward.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStatusChange).toHaveBeenCalledWith(rows[0], 'contacted');
    canvas.getByRole('button', { name: 'Πίσω σε «Σε επικοινωνία»: Ελένη Νικολάου' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith(rows[2], 'contacted');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Λεπτομέρειες: Ελένη Νικολάου' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(rows[2], expect.any(HTMLButtonElement));
  },
});

/** A status change running: that lead's buttons are busy, still focusable, and ignore clicks. */
export const Busy = meta.story({
  args: { busyId: 'a' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Σήμανση «Σε επικοινωνία»: Μαρία Παπαδοπούλου' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onStatusChange).not.toHaveBeenCalled();
  },
});

export const Empty = meta.story({
  args: { rows: [], labels: { ...labels, caption: caption(0, false) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Δεν υπάρχουν αιτήσεις ακόμη.')).toBeVisible();
  },
});

/** A full page of 25. */
export const ManyRows = meta.story({
  args: {
    labels: { ...labels, caption: caption(10_000, false) },
    rows: Array.from({ length: 25 }, (_, index) => ({
      ...rows[index % 3]!,
      id: `row-${index}`,
      name: `${rows[index % 3]!.name} ${index + 1}`,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(26);
  },
});

/** Long names, addresses and messages wrap or clamp inside their cells. */
export const LongText = meta.story({
  args: {
    rows: [
      {
        ...rows[1]!,
        name: 'Αικατερίνη-Παναγιώτα Παπαδοπουλοπούλου-Καραγιαννοπούλου',
        email: 'aikaterini.papadopoulopoulou@panepistimio-example.edu.gr',
        company:
          'Ιδιωτικό Γενικό Λύκειο και Γυμνάσιο με πρόγραμμα επαγγελματικού προσανατολισμού για όλες τις τάξεις. Θέλουμε ημερίδα για γονείς τον Ιανουάριο, τεστ για 240 μαθητές και συνεδρίες για όσους τις ζητήσουν.',
      },
    ],
  },
});

/** Phones: the table scrolls sideways inside its labelled, focusable region. */
export const Mobile = meta.story(atPhoneWidth);
