import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';
import { atRoute } from './pageStory';

const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  decorators: [atRoute('/no-such-page')],
  tags: ['!autodocs'],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path: no breadcrumbs (it is no page of the site), a way home and the companion app. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: /Είσοδος στην εφαρμογή/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('navigation', { name: 'Διαδρομή πλοήγησης' })).toBeNull();
  },
};
