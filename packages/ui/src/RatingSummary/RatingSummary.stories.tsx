import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingSummary } from './RatingSummary';

const meta = {
  title: 'Patterns/RatingSummary',
  component: RatingSummary,
  parameters: { layout: 'padded' },
  args: { score: '4.9/5', stars: 5, detail: 'από 250 κριτικές', starsLabel: 'Μέση βαθμολογία 4.9 από 5' },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Μέση βαθμολογία 4.9 από 5' })).toBeVisible();
    await expect(canvas.getByText('4.9/5')).toBeVisible();
    await expect(canvas.getByText('από 250 κριτικές')).toBeVisible();
  },
};
