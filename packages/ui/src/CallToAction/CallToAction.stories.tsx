import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { studentsTests } from '../stories-fixtures/content';
import { CallToAction } from './CallToAction';

const meta = preview.meta({ title: 'Patterns/CallToAction', component: CallToAction, args: studentsTests.coupon });

/** 'Έχετε κουπόνι;': the external questionnaire opens in a new tab, and says so. */
export const Coupon = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Ξεκινήστε το τεστ/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Ξεκινήστε το τεστ (ανοίγει σε νέα καρτέλα)');
  },
});
