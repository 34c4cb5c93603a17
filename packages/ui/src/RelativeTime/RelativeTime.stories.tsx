import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { RelativeTime } from './RelativeTime';

const meta = preview.meta({
  title: 'Components/RelativeTime',
  component: RelativeTime,
  args: { iso: '2026-11-23T15:00:00Z', relative: 'πριν από 3 ώρες', exact: '23 Νοεμβρίου 2026 στις 5:00 μ.μ.' },
});

/** How long ago on screen; the exact time on hover and read out after it. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('datetime', '2026-11-23T15:00:00Z');
    await expect(time).toHaveAttribute('title', '23 Νοεμβρίου 2026 στις 5:00 μ.μ.');
    await expect(canvas.getByText('πριν από 3 ώρες', { exact: false })).toHaveTextContent(
      'πριν από 3 ώρες (23 Νοεμβρίου 2026 στις 5:00 μ.μ.)',
    );
  },
});
