import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutHistory } from '../stories-fixtures/content';
import { Timeline } from './Timeline';

const meta = { title: 'Patterns/Timeline', component: Timeline, parameters: { layout: 'padded' }, args: { entries: aboutHistory } } satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const year of ['2002', '2007', '2021']) await expect(canvas.getByText(year)).toBeVisible();
  },
};
