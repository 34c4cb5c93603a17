import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect } from 'storybook/test';
import { tvAppearances } from '../stories-fixtures/content';
import { VideoCards } from './VideoCards';

const meta = preview.meta({
  title: 'Patterns/VideoCards',
  component: VideoCards,
  // Poster images downscaled into cards: a few hundred pixels differ with Chromium's decode cache.
  parameters: { visual: { allowedMismatchedPixels: 1000 } },
  args: {
    videos: tvAppearances.map((video, index) => ({
      key: `${video.id}-${index}`,
      title: video.title,
      href: video.url,
      thumbnail: { src: video.thumbnail, width: 960, height: 540 },
    })),
    newTabLabel: '(ανοίγει σε νέα καρτέλα)',
  },
});

/** The 15 TV appearances: each card one link to its video page, in a new tab. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(15);
    await expect(links[0]).toHaveAccessibleName(`${tvAppearances[0]!.title} (ανοίγει σε νέα καρτέλα)`);
    await expect(links[0]).toHaveAttribute('target', '_blank');
  },
});

export const Mobile = meta.story(atPhoneWidth);
