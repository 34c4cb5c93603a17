import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { studentsTests } from '../stories-fixtures/content';
import { CallToAction } from './CallToAction';

const meta = { title: 'Patterns/CallToAction', component: CallToAction, parameters: { layout: 'padded' }, args: studentsTests.coupon } satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Έχετε κουπόνι;': the external questionnaire opens in a new tab, and says so. */
export const Coupon: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Ξεκινήστε το τεστ/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Ξεκινήστε το τεστ (ανοίγει σε νέα καρτέλα)');
  },
};
