import preview from '../../../../.storybook/preview';
import { atPhoneWidth } from '../../../../.storybook/modes';
import { expect } from 'storybook/test';
import { PodcastBlock } from './PodcastBlock';

const meta = preview.meta({
  title: 'Patterns/PodcastBlock',
  component: PodcastBlock,
  args: {
    eyebrow: 'Video podcast',
    title: 'Εντός Ύλης',
    text: 'Κάθε εβδομάδα συζητάμε με καλεσμένους για σπουδές, επαγγέλματα και την αγορά εργασίας.',
    cta: { label: 'Δείτε τα επεισόδια', href: '/entos-ylis' },
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Δείτε τα επεισόδια' })).toHaveAttribute('href', '/entos-ylis');
  },
});

export const Mobile = meta.story(atPhoneWidth);
