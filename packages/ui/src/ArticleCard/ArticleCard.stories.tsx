import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { articleSummaries, ownArticle } from '../stories-fixtures/content';
import { ArticleCard } from './ArticleCard';

const press = articleSummaries[1]!;

const meta = preview.meta({
  title: 'Patterns/ArticleCard',
  component: ArticleCard,
  // Poster images downscaled into cards: a few hundred pixels differ with Chromium's decode cache.
  parameters: { visual: { allowedMismatchedPixels: 1000 } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { article: press, newTabLabel: '(ανοίγει σε νέα καρτέλα)' },
});

/** Press coverage: the title is the card's one link, to the outlet in a new tab. */
export const Press = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: `${press.title} (ανοίγει σε νέα καρτέλα)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', press.date.iso);
    await expect(canvas.getByText(press.publication)).toBeVisible();
  },
});

/** One of our own articles: opens here, no picture, no outlet. */
export const OwnArticle = meta.story({
  args: {
    article: ownArticle,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Πώς διαλέγουμε σπουδές χωρίς άγχος' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('href', '/articles/pos-dialegoume-spoudes-choris-agchos');
  },
});

export const LongTitle = meta.story({
  args: {
    article: {
      ...press,
      title:
        'Το σχολείο του μέλλοντος και ο επαγγελματικός προσανατολισμός: εκπαιδευτικοί, γονείς και σύμβουλοι συζητούν για τη θέση του στο πρόγραμμα',
    },
  },
});
