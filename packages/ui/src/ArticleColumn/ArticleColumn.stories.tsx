import preview from '../../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { articleSummaries } from '../stories-fixtures/content';
import { ArticleColumn } from './ArticleColumn';

const education = articleSummaries.filter((article) => article.category === 'Εκπαίδευση').slice(0, 5);

const meta = preview.meta({
  title: 'Patterns/ArticleColumn',
  component: ArticleColumn,
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
  args: {
    title: 'Εκπαίδευση',
    articles: education,
    labels: { newTab: '(ανοίγει σε νέα καρτέλα)', empty: 'Δεν υπάρχουν ακόμη άρθρα σε αυτή την κατηγορία.' },
  },
});

/** Five links under a heading that names the region. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Εκπαίδευση' });
    await expect(within(region).getAllByRole('link')).toHaveLength(5);
  },
});

export const Empty = meta.story({
  args: { articles: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Δεν υπάρχουν ακόμη άρθρα σε αυτή την κατηγορία.')).toBeVisible();
  },
});
