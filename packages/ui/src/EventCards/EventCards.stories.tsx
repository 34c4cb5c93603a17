import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { imeridesEvents } from '../stories-fixtures/content';
import { EventCards } from './EventCards';

const meta = { title: 'Patterns/EventCards', component: EventCards, parameters: { layout: 'padded' }, args: { events: imeridesEvents.events, labels: imeridesEvents.labels } } satisfies Meta<typeof EventCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('09:00-17:00')).toBeVisible();
    await expect(canvas.getByText('10:00-16:00')).toBeVisible();
    await expect(canvas.getAllByText('Θα ανακοινωθεί')).toHaveLength(2);
  },
};
