import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = preview.meta({
  title: 'Components/StarRating',
  component: StarRating,
  args: { value: 4, label: 'Βαθμολογία 4 από 5' },
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Βαθμολογία 4 από 5' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(5);
  },
});

export const Full = meta.story({ args: { value: 5, label: 'Βαθμολογία 5 από 5' } });

export const Lowest = meta.story({ args: { value: 1, label: 'Βαθμολογία 1 από 5' } });
