import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactDetails } from '../ContactDetails/ContactDetails';
import { contactInfo, thankYouTexts } from '../stories-fixtures/content';
import { ThankYou } from './ThankYou';

const meta = {
  title: 'Patterns/ThankYou',
  component: ThankYou,
  args: {
    title: thankYouTexts.greeting('Μαρία'),
    lead: thankYouTexts.lead,
    nextSteps: thankYouTexts.nextSteps,
    help: { title: thankYouTexts.helpTitle, text: thankYouTexts.helpText, contact: <ContactDetails {...contactInfo} /> },
    checkEmail: thankYouTexts.checkEmail,
    actions: thankYouTexts.actions,
  },
} satisfies Meta<typeof ThankYou>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the visitor's first name. */
export const Greeting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ευχαριστούμε, Μαρία!' })).toBeVisible();
    await expect(canvas.getByText(/μέσα σε 24 ώρες/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Δείτε τα τεστ' })).toHaveAttribute('href', '/tests');
  },
};

/** Before hydration or without JavaScript: thanks without a name. */
export const WithoutName: Story = { args: { title: thankYouTexts.greeting() } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
