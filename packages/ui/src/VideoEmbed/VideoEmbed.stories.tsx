import preview from '../../../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VideoEmbed } from './VideoEmbed';

const meta = preview.meta({
  title: 'Components/VideoEmbed',
  component: VideoEmbed,
  args: {
    src: '/media/placeholder.html',
    href: '/media/placeholder.html',
    title: 'Συνέντευξη στην πρωινή ζώνη',
    playLabel: 'Αναπαραγωγή βίντεο: Συνέντευξη στην πρωινή ζώνη',
    poster: { src: '/media/poster-1.webp', width: 960, height: 540 },
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <VideoEmbed {...args} />
    </div>
  ),
});

/** Before activation: only a local poster and a named play link (the video's page, without JavaScript); no third-party frame. */
export const Facade = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Αναπαραγωγή βίντεο: Συνέντευξη στην πρωινή ζώνη' })).toHaveAttribute(
      'href',
      '/media/placeholder.html',
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
});

/** Activated by keyboard: the player's frame (here the project's sample page) replaces the facade and takes focus. */
export const Activated = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const frame = await canvas.findByTitle('Συνέντευξη στην πρωινή ζώνη');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.getAttribute('src')).toBe('/media/placeholder.html');
    await waitFor(() => expect(frame).toHaveFocus());
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});
