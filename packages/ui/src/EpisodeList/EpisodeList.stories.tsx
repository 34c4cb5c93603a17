import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { podcastEpisodes } from '../stories-fixtures/content';
import { EpisodeList } from './EpisodeList';

const meta = preview.meta({
  title: 'Patterns/EpisodeList',
  component: EpisodeList,
  args: {
    episodes: podcastEpisodes.slice(0, 3).map((episode) => ({
      ...episode,
      date: {
        iso: episode.date,
        display: new Date(`${episode.date}T00:00:00Z`).toLocaleDateString('el-GR', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      },
      videoUrl: episode.youtubeUrl,
      reelUrl: episode.instagramReel,
    })),
    labels: { episode: (id: number) => `Επεισόδιο ${id}`, watch: 'Δείτε το επεισόδιο', reel: 'Reel', newTab: '(ανοίγει σε νέα καρτέλα)' },
  },
});

/** Newest first, each with its date in Greek, its length and where to watch (new tab). */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2025-11-14');
    await expect(canvas.getByText('14 Νοεμβρίου 2025')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Δείτε το επεισόδιο/ })[0]).toHaveAttribute('target', '_blank');
  },
});
