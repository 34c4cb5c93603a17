import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleSummaries } from '../stories-fixtures/content';
import { ArticleCard } from './ArticleCard';

const press = articleSummaries[1]!;

const meta = {
  title: 'Patterns/ArticleCard',
  component: ArticleCard,
  // Poster images downscaled into cards: a few hundred pixels differ with Chromium's decode cache.
  parameters: { layout: 'padded', visual: { allowedMismatchedPixels: 1000 } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { article: press, newTabLabel: '(ανοίγει σε νέα καρτέλα)' },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press coverage: the title is the card's one link, to the outlet in a new tab. */
export const Press: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: `${press.title} (ανοίγει σε νέα καρτέλα)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', press.date.iso);
    await expect(canvas.getByText(press.publication!)).toBeVisible();
  },
};

/** One of our own articles: opens here, no picture, no outlet. */
export const OwnArticle: Story = {
  args: {
    article: { title: 'Πώς διαλέγουμε σπουδές χωρίς άγχος', description: 'Πέντε βήματα για μια ήρεμη απόφαση.', href: '/articles/pos-dialegoume-spoudes-choris-agchos', category: 'Εκπαίδευση', date: { iso: '2026-11-20T10:00:00+00:00', display: '20 Νοεμβρίου 2026' } },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Πώς διαλέγουμε σπουδές χωρίς άγχος' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('href', '/articles/pos-dialegoume-spoudes-choris-agchos');
  },
};

export const LongTitle: Story = {
  args: { article: { ...press, title: 'Το σχολείο του μέλλοντος και ο επαγγελματικός προσανατολισμός: εκπαιδευτικοί, γονείς και σύμβουλοι συζητούν για τη θέση του στο πρόγραμμα' } },
};
