import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LinkTiles } from './LinkTiles';

const base = 'https://tmimata.example.gr';

const meta = {
  title: 'Patterns/LinkTiles',
  component: LinkTiles,
  parameters: { layout: 'padded' },
  args: {
    tiles: [
      { label: 'Ανθρωπιστικές Επιστήμες', href: `${base}/anthropistikes` },
      { label: 'Θετικές Επιστήμες', href: `${base}/thetikes` },
      { label: 'Επιστήμες Υγείας', href: `${base}/ygeias` },
      { label: 'Οικονομία & Πληροφορική', href: `${base}/oikonomia-pliroforiki` },
      { label: 'Μηχανικοί & Τεχνολογία', href: `${base}/mixanikoi` },
      { label: 'Τέχνες & Πολιτισμός', href: `${base}/texnes` },
    ],
    cta: { label: 'Μετάβαση στην πλατφόρμα', href: base },
  },
} satisfies Meta<typeof LinkTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six categories linking out, each in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(7);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
