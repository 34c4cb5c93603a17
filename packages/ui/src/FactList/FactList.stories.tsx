import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { seminarInfo } from '../stories-fixtures/content';
import { FactList } from './FactList';

const meta = { title: 'Components/FactList', component: FactList, parameters: { layout: 'padded' }, args: { facts: seminarInfo.items } } satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('350 ώρες, 4 μήνες')).toBeVisible();
  },
};
