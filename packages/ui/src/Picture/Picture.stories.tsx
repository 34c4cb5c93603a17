import preview from '../../../../.storybook/preview';
import { expect } from 'storybook/test';
import { Picture } from './Picture';

const sizes = [480, 768, 1024, 1440];
const meta = preview.meta({
  title: 'Components/Picture',
  component: Picture,
  args: {
    src: '/media/hero-home-1024.webp',
    alt: 'Μαθήτρια με σύμβουλο σταδιοδρομίας',
    width: 1024,
    height: 768,
    sizes: '(min-width: 64em) 50vw, 100vw',
    sources: [
      { type: 'image/avif' as const, srcSet: sizes.map((width) => `/media/hero-home-${width}.avif ${width}w`).join(', ') },
      { type: 'image/webp' as const, srcSet: sizes.map((width) => `/media/hero-home-${width}.webp ${width}w`).join(', ') },
    ],
    style: { width: '100%', height: 'auto' },
  },
});

/** Below the first screen: AVIF, then WebP, at the width the layout needs, fetched as it comes near; its box held. */
export const Lazy = meta.story({
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Μαθήτρια με σύμβουλο σταδιοδρομίας' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '1024');
    await expect(image).toHaveAttribute('height', '768');
  },
});

/** The page's largest image: fetched first and decoded at once, never lazy. */
export const Priority = meta.story({
  args: { priority: true },
  // The same picture as Lazy: only when it is fetched differs.
  parameters: { visual: { sameAs: 'components-picture--lazy' } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Μαθήτρια με σύμβουλο σταδιοδρομίας' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
});
