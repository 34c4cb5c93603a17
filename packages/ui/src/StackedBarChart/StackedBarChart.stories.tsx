import preview from '../../../../.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { ShareBar } from './ShareBar';
import { StackedBarChart } from './StackedBarChart';

const weeks = Array.from({ length: 12 }, (_, index) => ({
  key: String(index + 1),
  label: `Εβδομάδα ${index + 1}`,
  short: `Εβδ. ${index + 1}`,
}));
const series = [
  { key: 'students', label: 'Μαθητές' },
  { key: 'university', label: 'Φοιτητές & Ενήλικες' },
  { key: 'foreis', label: 'Φορείς' },
  { key: 'mixanografika', label: 'Μηχανογραφικό' },
  { key: 'seminaria', label: 'Σεμινάρια' },
];
const values = Object.fromEntries(
  weeks.map((week, index) => [week.key, Object.fromEntries(series.map((entry, order) => [entry.key, ((index * 5 + order * 3) % 9) + 1]))]),
);

const meta = preview.meta({
  title: 'Components/StackedBarChart',
  component: StackedBarChart,
  args: {
    title: 'Αιτήσεις ανά εβδομάδα και φόρμα',
    categories: weeks,
    series,
    values,
    format: (value: number) => new Intl.NumberFormat('el').format(value),
    labels: { table: 'Πίνακας', category: 'Εβδομάδα', total: 'Σύνολο' },
    labelEvery: 2,
  },
});

/** One picture named by its caption, a legend, and the figures as a table behind a disclosure. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Αιτήσεις ανά εβδομάδα και φόρμα' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    const summary = canvas.getByText('Πίνακας');
    await userEvent.click(summary);
    const table = canvas.getByRole('table', { name: 'Αιτήσεις ανά εβδομάδα και φόρμα' });
    await expect(within(table).getByRole('row', { name: /Εβδομάδα 1 / })).toHaveTextContent(/^Εβδομάδα 11471417$/);
  },
});

/** No counts yet: an empty scale, the table all zeros. */
export const Empty = meta.story({ args: { values: {} } });

/** A share beside its figure, as the reports' tables show sources. */
export const Share = meta.story({
  render: () => (
    <table>
      <tbody>
        {[0.62, 0.25, 0.08].map((share) => (
          <tr key={share}>
            <th scope="row">{share}</th>
            <td>
              <ShareBar share={share} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
});
