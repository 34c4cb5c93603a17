import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { imeridesEvents } from '../stories-fixtures/content';
import { EventCards } from './EventCards';

const meta = preview.meta({
  title: 'Patterns/EventCards',
  component: EventCards,
  args: { events: imeridesEvents.events, labels: imeridesEvents.labels },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('09:00-17:00')).toBeVisible();
    await expect(canvas.getByText('10:00-16:00')).toBeVisible();
    await expect(canvas.getAllByText('Θα ανακοινωθεί')).toHaveLength(2);
  },
});
