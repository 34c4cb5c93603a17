import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PodcastBlock } from './PodcastBlock';

const meta = {
  title: 'Patterns/PodcastBlock',
  component: PodcastBlock,
  parameters: { layout: 'padded' },
  args: {
    eyebrow: 'Video podcast',
    title: 'Εντός Ύλης',
    text: 'Κάθε εβδομάδα συζητάμε με καλεσμένους για σπουδές, επαγγέλματα και την αγορά εργασίας.',
    cta: { label: 'Δείτε τα επεισόδια', href: '/entos-ylis' },
  },
} satisfies Meta<typeof PodcastBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Δείτε τα επεισόδια' })).toHaveAttribute('href', '/entos-ylis');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
