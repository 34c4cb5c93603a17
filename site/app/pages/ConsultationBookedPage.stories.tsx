import preview from '../../../.storybook/preview';
import { atPhoneWidth } from '../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { ConsultationBookedPage } from './ConsultationBookedPage';
import { atRoute } from './pageStory';

const meta = preview.meta({
  title: 'Pages/ConsultationBooked',
  component: ConsultationBookedPage,
  parameters: { layout: 'fullscreen' },
  decorators: [atRoute('/simvouleftikisep')],
  tags: ['!autodocs'],
});

/** /simvouleftikisep: the static 'consultation booked' card, under its breadcrumbs. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Συγχαρητήρια!' })).toBeVisible();
    await expect(canvas.getByText(/Σύντομα θα λάβετε email/)).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Διαδρομή πλοήγησης' });
    await expect(within(crumbs).getByRole('link', { name: 'Αρχική' })).toHaveAttribute('href', '/');
    await expect(within(crumbs).getByRole('link', { name: 'Η συνεδρία σας κλείστηκε' })).toHaveAttribute('aria-current', 'page');
  },
});

export const Mobile = meta.story(atPhoneWidth);
