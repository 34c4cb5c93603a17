import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';
import { atRoute } from './pageStory';

const meta = preview.meta({
  title: 'Pages/NotFound',
  component: NotFoundPage,
  args: { path: '/no-such-page' },
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/no-such-page')],
  tags: ['!autodocs'],
});

/** Any unknown path: no breadcrumbs (it is no page of the site), a way home and the companion app. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: /Είσοδος στην εφαρμογή/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('navigation', { name: 'Διαδρομή πλοήγησης' })).toBeNull();
  },
});
