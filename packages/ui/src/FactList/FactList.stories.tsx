import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { seminarInfo } from '../stories-fixtures/content';
import { FactList } from './FactList';

const meta = preview.meta({ title: 'Components/FactList', component: FactList, args: { facts: seminarInfo.items } });

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('350 ώρες, 4 μήνες')).toBeVisible();
  },
});
