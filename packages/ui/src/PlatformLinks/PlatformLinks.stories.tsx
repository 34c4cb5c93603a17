import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { podcast } from '../stories-fixtures/content';
import { PlatformLinks } from './PlatformLinks';

const meta = { title: 'Patterns/PlatformLinks', component: PlatformLinks, parameters: { layout: 'padded' }, args: { platforms: podcast.platforms, newTabLabel: '(ανοίγει σε νέα καρτέλα)' } } satisfies Meta<typeof PlatformLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
  },
};
