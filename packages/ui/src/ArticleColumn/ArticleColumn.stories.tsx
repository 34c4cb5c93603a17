import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleSummaries } from '../stories-fixtures/content';
import { ArticleColumn } from './ArticleColumn';

const education = articleSummaries.filter((article) => article.category === 'Εκπαίδευση').slice(0, 5);

const meta = {
  title: 'Patterns/ArticleColumn',
  component: ArticleColumn,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
  args: { title: 'Εκπαίδευση', articles: education, labels: { newTab: '(ανοίγει σε νέα καρτέλα)', empty: 'Δεν υπάρχουν ακόμη άρθρα σε αυτή την κατηγορία.' } },
} satisfies Meta<typeof ArticleColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five links under a heading that names the region. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Εκπαίδευση' });
    await expect(within(region).getAllByRole('link')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { articles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Δεν υπάρχουν ακόμη άρθρα σε αυτή την κατηγορία.')).toBeVisible();
  },
};
