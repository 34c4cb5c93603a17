import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { socialLinks } from '../stories-fixtures/content';
import { SocialLinks } from './SocialLinks';

const meta = {
  title: 'Components/SocialLinks',
  component: SocialLinks,
  parameters: { layout: 'padded' },
  args: { links: socialLinks },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    for (const link of socialLinks) {
      const anchor = within(canvasElement).getByRole('link', { name: link.label });
      await expect(anchor).toHaveAttribute('href', link.href);
      await expect(anchor).toHaveAttribute('target', '_blank');
    }
  },
};
