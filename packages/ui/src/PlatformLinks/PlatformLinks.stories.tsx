import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { podcast } from '../stories-fixtures/content';
import { PlatformLinks } from './PlatformLinks';

const meta = preview.meta({
  title: 'Patterns/PlatformLinks',
  component: PlatformLinks,
  args: { platforms: podcast.platforms, newTabLabel: '(ανοίγει σε νέα καρτέλα)' },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('target', '_blank');
  },
});
