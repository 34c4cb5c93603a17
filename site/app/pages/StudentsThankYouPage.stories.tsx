import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LeadThankYouPage } from './LeadThankYouPage';
import { atRoute } from './pageStory';

const meta = {
  title: 'Pages/StudentsThankYou',
  component: LeadThankYouPage,
  args: { form: 'students' },
  tags: ['!autodocs'],
} satisfies Meta<typeof LeadThankYouPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrived from the hydrated form: greets by the first name it handed over, with nothing in the address. */
export const FromTheForm: Story = {
  decorators: [atRoute({ pathname: '/students/thank-you', state: { visitor: { firstName: 'Μαρία' } } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ευχαριστούμε, Μαρία!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Επιστροφή στην αρχική' })).toHaveAttribute('href', '/');
  },
};

/** From a link with the specification's query: greets by first_name only. */
export const FromTheQuery: Story = {
  decorators: [atRoute('/students/thank-you?first_name=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82&email=n%40example.gr&phone=6912345678')],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Ευχαριστούμε, Νίκος!' })).toBeVisible());
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
