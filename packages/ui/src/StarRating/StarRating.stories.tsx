import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  parameters: { layout: 'padded' },
  args: { value: 4, label: 'Βαθμολογία 4 από 5' },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Βαθμολογία 4 από 5' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(5);
  },
};

export const Full: Story = { args: { value: 5, label: 'Βαθμολογία 5 από 5' } };

export const Lowest: Story = { args: { value: 1, label: 'Βαθμολογία 1 από 5' } };
