import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { RatingSummary } from './RatingSummary';

const meta = preview.meta({
  title: 'Patterns/RatingSummary',
  component: RatingSummary,
  args: { score: '4.9/5', stars: 5, detail: 'από 250 κριτικές', starsLabel: 'Μέση βαθμολογία 4.9 από 5' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Μέση βαθμολογία 4.9 από 5' })).toBeVisible();
    await expect(canvas.getByText('4.9/5')).toBeVisible();
    await expect(canvas.getByText('από 250 κριτικές')).toBeVisible();
  },
});
