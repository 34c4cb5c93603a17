import preview from '../../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { LeadThankYouPage } from './LeadThankYouPage';
import { MetaThankYouPage } from './MetaThankYouPage';
import { atRoute } from './pageStory';

const meta = preview.meta({
  title: 'Pages/ThankYouPages',
  component: LeadThankYouPage,
  parameters: { layout: 'fullscreen' },
  args: { form: 'university' as const },
  tags: ['!autodocs'],
});

const greets =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: `Ευχαριστούμε, ${name}!` })).toBeVisible();
  };

export const University = meta.story({
  decorators: [atRoute('/university-students/thank-you?firstName=%CE%9C%CE%B1%CF%81%CE%AF%CE%B1')],
  play: greets('Μαρία'),
});

/** Greets by the first word of the responsible name and thanks the institution by its name. */
export const Foreis = meta.story({
  args: { form: 'foreis' },
  decorators: [
    atRoute(
      '/foreis/thank-you?responsibleName=%CE%9A%CF%8E%CF%83%CF%84%CE%B1%CF%82%20%CE%A0.&companyName=%CE%9B%CF%8D%CE%BA%CE%B5%CE%B9%CE%BF',
    ),
  ],
  play: async (context) => {
    await greets('Κώστα')(context);
    await expect(within(context.canvasElement).getByText(/«Λύκειο»/)).toBeVisible();
  },
});

/** Reminds the visitor of the free calculator. */
export const Mixanografika = meta.story({
  args: { form: 'mixanografika' },
  decorators: [atRoute('/mixanografika/thank-you')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'υπολογιστή μηχανογραφικού' })).toHaveAttribute('href', '/mixanografika#calculator');
  },
});

/** The certification note from the university's lifelong-learning centre. */
export const Seminaria = meta.story({
  args: { form: 'seminaria' },
  decorators: [atRoute('/seminaria/thank-you')],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Η πιστοποίηση απονέμεται/)).toBeVisible();
  },
});

export const Meta_ = meta.story({
  name: 'Meta',
  render: () => <MetaThankYouPage />,
  decorators: [atRoute('/meta/thank-you?firstName=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82')],
  play: greets('Νίκο'),
});
