import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect } from 'storybook/test';
import { articleSummaries, ownArticle } from '../stories-fixtures/content';
import { FeaturedArticle } from './FeaturedArticle';

const featured = articleSummaries[0]!;

const meta = preview.meta({
  title: 'Patterns/FeaturedArticle',
  component: FeaturedArticle,
  // A poster image downscaled into the card: a few pixels differ with Chromium's decode cache.
  parameters: { visual: { allowedMismatchedPixels: 1000 } },
  args: { article: featured, labels: { badge: 'Επιλεγμένο', read: 'Διαβάστε το άρθρο', newTab: '(ανοίγει σε νέα καρτέλα)' } },
});

/** The badge, the title and one button that names the article it opens. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Επιλεγμένο')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: featured.title })).toBeVisible();
    const read = canvas.getByRole('link', { name: 'Διαβάστε το άρθρο (ανοίγει σε νέα καρτέλα)' });
    await expect(read).toHaveAccessibleDescription(featured.title);
    await expect(read).toHaveAttribute('href', featured.href);
  },
});

/** An admin's article without a thumbnail: words only, opened here. */
export const WithoutImage = meta.story({
  args: {
    article: ownArticle,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Διαβάστε το άρθρο' })).not.toHaveAttribute('target');
  },
});

export const Mobile = meta.story(atPhoneWidth);
