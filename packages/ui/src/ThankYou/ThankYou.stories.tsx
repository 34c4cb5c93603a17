import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect } from 'storybook/test';
import { ContactDetails } from '../ContactDetails/ContactDetails';
import { contactInfo, thankYouTexts } from '../stories-fixtures/content';
import { ThankYou } from './ThankYou';

const meta = preview.meta({
  title: 'Patterns/ThankYou',
  component: ThankYou,
  parameters: { layout: 'fullscreen' },
  args: {
    title: thankYouTexts.greeting('Μαρία'),
    lead: thankYouTexts.lead,
    nextSteps: thankYouTexts.nextSteps,
    help: { title: thankYouTexts.helpTitle, text: thankYouTexts.helpText, contact: <ContactDetails {...contactInfo} /> },
    checkEmail: thankYouTexts.checkEmail,
    actions: thankYouTexts.actions,
  },
});

/** With the visitor's first name. */
export const Greeting = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ευχαριστούμε, Μαρία!' })).toBeVisible();
    await expect(canvas.getByText(/μέσα σε 24 ώρες/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Δείτε τα τεστ' })).toHaveAttribute('href', '/tests');
  },
});

/** Before hydration or without JavaScript: thanks without a name. */
export const WithoutName = meta.story({ args: { title: thankYouTexts.greeting() } });

export const Mobile = meta.story(atPhoneWidth);
