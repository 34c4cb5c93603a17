import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { seminarReasons } from '../stories-fixtures/content';
import { CheckList } from './CheckList';

const meta = preview.meta({ title: 'Components/CheckList', component: CheckList, args: { items: seminarReasons.items } });

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(seminarReasons.items.length);
  },
});
