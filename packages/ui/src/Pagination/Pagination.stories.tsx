import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inboxTexts } from '../stories-fixtures/content';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: {
    page: 2,
    pageCount: 40,
    hrefFor: (page: number) => `/admin/leads?page=${page}`,
    labels: inboxTexts.pagination,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages are links: they can be opened, shared and reloaded. */
export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Προηγούμενη' })).toHaveAttribute('href', '/admin/leads?page=1');
    await expect(canvas.getByRole('link', { name: 'Επόμενη' })).toHaveAttribute('href', '/admin/leads?page=3');
    await expect(canvas.getByText('Σελίδα 2 από 40')).toBeVisible();
  },
};

export const First: Story = { args: { page: 1 }, play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole('link', { name: 'Προηγούμενη' })).toBeNull() };

/** One page only: nothing to show. */
export const SinglePage: Story = { args: { page: 1, pageCount: 1 }, parameters: { visual: { skip: 'one page: nothing to page through, nothing rendered' } }, play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole('navigation')).toBeNull() };
