import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { contactInfo } from '../stories-fixtures/content';
import { ContactDetails } from './ContactDetails';

const meta = preview.meta({
  title: 'Patterns/ContactDetails',
  component: ContactDetails,
  args: contactInfo,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Τηλέφωνο: 210 000 0000' })).toHaveAttribute('href', 'tel:+302100000000');
    await expect(canvas.getByRole('link', { name: `Email: ${contactInfo.email}` })).toHaveAttribute('href', `mailto:${contactInfo.email}`);
    await expect(canvas.getByRole('link', { name: /Διεύθυνση/ })).toHaveAttribute('target', '_blank');
  },
});
