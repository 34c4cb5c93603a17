import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LeadThankYouPage } from './LeadThankYouPage';
import { MetaThankYouPage } from './MetaThankYouPage';
import { atRoute } from './pageStory';

const meta = {
  title: 'Pages/ThankYouPages',
  component: LeadThankYouPage,
  args: { form: 'university' },
  tags: ['!autodocs'],
} satisfies Meta<typeof LeadThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const greets = (name: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: `Ευχαριστούμε, ${name}!` })).toBeVisible();
};

export const University: Story = { decorators: [atRoute('/university-students/thank-you?firstName=%CE%9C%CE%B1%CF%81%CE%AF%CE%B1')], play: greets('Μαρία') };

/** Greets by the first word of the responsible name and thanks the institution by its name. */
export const Foreis: Story = {
  args: { form: 'foreis' },
  decorators: [atRoute('/foreis/thank-you?responsibleName=%CE%9A%CF%8E%CF%83%CF%84%CE%B1%CF%82%20%CE%A0.&companyName=%CE%9B%CF%8D%CE%BA%CE%B5%CE%B9%CE%BF')],
  play: async (context) => {
    await greets('Κώστας')(context);
    await expect(within(context.canvasElement).getByText(/«Λύκειο»/)).toBeVisible();
  },
};

/** Reminds the visitor of the free calculator. */
export const Mixanografika: Story = {
  args: { form: 'mixanografika' },
  decorators: [atRoute('/mixanografika/thank-you')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'υπολογιστή μηχανογραφικού' })).toHaveAttribute('href', '/mixanografika#calculator');
  },
};

/** The certification note from the university's lifelong-learning centre. */
export const Seminaria: Story = {
  args: { form: 'seminaria' },
  decorators: [atRoute('/seminaria/thank-you')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Η πιστοποίηση απονέμεται/)).toBeVisible();
  },
};

export const Meta_: Story = { name: 'Meta', render: () => <MetaThankYouPage />, decorators: [atRoute('/meta/thank-you?firstName=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82')], play: greets('Νίκος') };
