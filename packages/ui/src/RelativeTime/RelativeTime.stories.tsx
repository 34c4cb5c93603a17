import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RelativeTime } from './RelativeTime';

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  parameters: { layout: 'padded' },
  args: { iso: '2026-11-23T15:00:00Z', relative: 'πριν από 3 ώρες', exact: '23 Νοεμβρίου 2026 στις 5:00 μ.μ.' },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How long ago on screen; the exact time on hover and read out after it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveAttribute('datetime', '2026-11-23T15:00:00Z');
    await expect(time).toHaveAttribute('title', '23 Νοεμβρίου 2026 στις 5:00 μ.μ.');
    await expect(within(canvasElement).getByText('πριν από 3 ώρες', { exact: false })).toHaveTextContent('πριν από 3 ώρες (23 Νοεμβρίου 2026 στις 5:00 μ.μ.)');
  },
};
