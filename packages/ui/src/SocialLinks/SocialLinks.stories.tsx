import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { socialLinks } from '../stories-fixtures/content';
import { SocialLinks } from './SocialLinks';

const meta = preview.meta({
  title: 'Components/SocialLinks',
  component: SocialLinks,
  args: { links: socialLinks },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    for (const link of socialLinks) {
      const anchor = canvas.getByRole('link', { name: link.label });
      await expect(anchor).toHaveAttribute('href', link.href);
      await expect(anchor).toHaveAttribute('target', '_blank');
    }
  },
});
