import preview from '../../../../.storybook/preview';
import { withoutSnapshot } from '../../../../.storybook/visual';
import { expect, within } from 'storybook/test';
import { inboxTexts } from '../stories-fixtures/content';
import { Pagination } from './Pagination';

const meta = preview.meta({
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 2,
    pageCount: 40,
    hrefFor: (page: number) => `/admin/leads?page=${page}`,
    labels: inboxTexts.pagination,
  },
});

/** Pages are links: they can be opened, shared and reloaded. */
export const Middle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Προηγούμενη' })).toHaveAttribute('href', '/admin/leads?page=1');
    await expect(canvas.getByRole('link', { name: 'Επόμενη' })).toHaveAttribute('href', '/admin/leads?page=3');
    await expect(canvas.getByText('Σελίδα 2 από 40')).toBeVisible();
  },
});

export const First = meta.story({
  args: { page: 1 },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole('link', { name: 'Προηγούμενη' })).toBeNull(),
});

/** One page only: nothing to show. */
export const SinglePage = meta.story({
  args: { page: 1, pageCount: 1 },
  parameters: withoutSnapshot('one page: nothing to page through, nothing rendered'),
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole('navigation')).toBeNull(),
});
