import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { seminarReasons } from '../stories-fixtures/content';
import { CheckList } from './CheckList';

const meta = { title: 'Components/CheckList', component: CheckList, parameters: { layout: 'padded' }, args: { items: seminarReasons.items } } satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(seminarReasons.items.length);
  },
};
