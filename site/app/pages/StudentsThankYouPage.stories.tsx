import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StudentsThankYouPage } from './StudentsThankYouPage';
import { atRoute } from './pageStory';

const meta = {
  title: 'Pages/StudentsThankYou',
  component: StudentsThankYouPage,
  tags: ['!autodocs'],
  beforeEach: () => window.sessionStorage.clear(),
} satisfies Meta<typeof StudentsThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrived from the form: greets by first name from the query. */
export const FromTheForm: Story = {
  decorators: [atRoute('/students/thank-you?first_name=%CE%9C%CE%B1%CF%81%CE%AF%CE%B1&submission_id=00000000-0000-4000-8000-000000000000')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ευχαριστούμε, Μαρία!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Επιστροφή στην αρχική' })).toHaveAttribute('href', '/');
  },
};

/** Opened directly, before hydration or without JavaScript: thanks without a name. */
export const WithoutQuery: Story = {
  decorators: [atRoute('/students/thank-you')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Ευχαριστούμε!' })).toBeVisible();
  },
};

export const Mobile: Story = { decorators: [atRoute('/students/thank-you')], globals: { viewport: { value: 'mobile' } } };
