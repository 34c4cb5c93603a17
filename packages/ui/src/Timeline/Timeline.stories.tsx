import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { aboutHistory } from '../stories-fixtures/content';
import { Timeline } from './Timeline';

const meta = preview.meta({ title: 'Patterns/Timeline', component: Timeline, args: { entries: aboutHistory } });

export const Default = meta.story({
  play: async ({ canvas }) => {
    for (const year of ['2002', '2007', '2021']) await expect(canvas.getByText(year)).toBeVisible();
  },
});
