import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsultationBookedPage } from './ConsultationBookedPage';
import { atRoute } from './pageStory';

const meta = {
  title: 'Pages/ConsultationBooked',
  component: ConsultationBookedPage,
  decorators: [atRoute('/simvouleftikisep')],
  tags: ['!autodocs'],
} satisfies Meta<typeof ConsultationBookedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /simvouleftikisep: the static 'consultation booked' card, under its breadcrumbs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Συγχαρητήρια!' })).toBeVisible();
    await expect(canvas.getByText(/Σύντομα θα λάβετε email/)).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Διαδρομή πλοήγησης' });
    await expect(within(crumbs).getByRole('link', { name: 'Αρχική' })).toHaveAttribute('href', '/');
    await expect(within(crumbs).getByRole('link', { name: 'Η συνεδρία σας κλείστηκε' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
