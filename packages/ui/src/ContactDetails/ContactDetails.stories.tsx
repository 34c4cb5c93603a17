import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contactInfo } from '../stories-fixtures/content';
import { ContactDetails } from './ContactDetails';

const meta = {
  title: 'Patterns/ContactDetails',
  component: ContactDetails,
  parameters: { layout: 'padded' },
  args: contactInfo,
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Τηλέφωνο: 210 000 0000' })).toHaveAttribute('href', 'tel:+302100000000');
    await expect(canvas.getByRole('link', { name: `Email: ${contactInfo.email}` })).toHaveAttribute('href', `mailto:${contactInfo.email}`);
    await expect(canvas.getByRole('link', { name: /Διεύθυνση/ })).toHaveAttribute('target', '_blank');
  },
};
