import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { podcastEpisodes } from '../stories-fixtures/content';
import { EpisodeList } from './EpisodeList';

const meta = {
  title: 'Patterns/EpisodeList',
  component: EpisodeList,
  parameters: { layout: 'padded' },
  args: {
    episodes: podcastEpisodes.slice(0, 3).map((episode) => ({
      ...episode,
      date: { iso: episode.date, display: new Date(`${episode.date}T00:00:00Z`).toLocaleDateString('el-GR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) },
      videoUrl: episode.youtubeUrl,
      reelUrl: episode.instagramReel,
    })),
    labels: { episode: (id: number) => `Επεισόδιο ${id}`, watch: 'Δείτε το επεισόδιο', reel: 'Reel', newTab: '(ανοίγει σε νέα καρτέλα)' },
  },
} satisfies Meta<typeof EpisodeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its date in Greek, its length and where to watch (new tab). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2025-11-14');
    await expect(canvas.getByText('14 Νοεμβρίου 2025')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /Δείτε το επεισόδιο/ })[0]).toHaveAttribute('target', '_blank');
  },
};
