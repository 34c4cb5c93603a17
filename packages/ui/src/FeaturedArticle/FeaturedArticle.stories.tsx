import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleSummaries } from '../stories-fixtures/content';
import { FeaturedArticle } from './FeaturedArticle';

const featured = articleSummaries[0]!;

const meta = {
  title: 'Patterns/FeaturedArticle',
  component: FeaturedArticle,
  // A poster image downscaled into the card: a few pixels differ with Chromium's decode cache.
  parameters: { layout: 'padded', visual: { allowedMismatchedPixels: 1000 } },
  args: { article: featured, labels: { badge: 'Επιλεγμένο', read: 'Διαβάστε το άρθρο', newTab: '(ανοίγει σε νέα καρτέλα)' } },
} satisfies Meta<typeof FeaturedArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge, the title and one button that names the article it opens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Επιλεγμένο')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: featured.title })).toBeVisible();
    const read = canvas.getByRole('link', { name: 'Διαβάστε το άρθρο (ανοίγει σε νέα καρτέλα)' });
    await expect(read).toHaveAccessibleDescription(featured.title);
    await expect(read).toHaveAttribute('href', featured.href);
  },
};

/** An admin's article without a thumbnail: words only, opened here. */
export const WithoutImage: Story = {
  args: { article: { title: 'Πώς διαλέγουμε σπουδές χωρίς άγχος', description: 'Πέντε βήματα για μια ήρεμη απόφαση.', href: '/articles/pos-dialegoume-spoudes-choris-agchos', category: 'Εκπαίδευση', date: { iso: '2026-11-20T10:00:00+00:00', display: '20 Νοεμβρίου 2026' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Διαβάστε το άρθρο' })).not.toHaveAttribute('target');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
