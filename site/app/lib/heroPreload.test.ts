import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroImage } from '@cg/content/media';
import { heroSize, heroWidths } from '@cg/content/heroShape';
import { contentPictureRules } from '@cg/data/contentPictures';
import { builtPictureShapes } from './builtPictures';
import { contentHeroImage } from './contentPicture';
import { heroPreload } from './heroPreload';

const uploaded = { path: 'heroes/c9d0e1f2-0000-2000x1500.jpg', alt: 'Μαθήτρια με τον σύμβουλό της' };

describe('a page’s hero picture', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('the project’s own is preloaded by its 1024 px AVIF copy, among the widths its source names', () => {
    const [preload] = heroPreload(heroImage) as unknown as Record<string, string>[];
    expect(preload).toMatchObject({
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      href: '/media/hero-home-1024.avif',
      fetchPriority: 'high',
    });
    expect(preload!.imageSrcSet).toBe(heroImage.sources![0]!.srcSet);
    expect(preload!.imageSizes).toBe(heroImage.sizes);
  });

  it('one staff uploaded is drawn from the build’s copies, and the preload names them, not the project’s', () => {
    vi.stubEnv('CONTENT_PICTURES_BUILT', 'true');
    const image = contentHeroImage(uploaded);
    expect(image).toMatchObject({ alt: uploaded.alt, width: 1440, height: 1080, sizes: heroImage.sizes });
    expect(image.src).toBe('/media/content/heroes-c9d0e1f2-0000-2000x1500-1024.webp');
    expect(image.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(image.sources?.[0]?.srcSet).toBe(
      heroWidths.map((width) => `/media/content/heroes-c9d0e1f2-0000-2000x1500-${width}.avif ${width}w`).join(', '),
    );
    const [preload] = heroPreload(image) as unknown as Record<string, string>[];
    expect(preload?.href).toBe('/media/content/heroes-c9d0e1f2-0000-2000x1500-1024.avif');
  });

  it('outside a build (the draft’s preview) is the stored picture, with nothing to preload', () => {
    const image = contentHeroImage(uploaded);
    expect(image.src).toMatch(/\/storage\/v1\/object\/public\/content-images\/heroes\/c9d0e1f2-0000-2000x1500\.jpg$/);
    expect(image.sources).toBeUndefined();
    expect(heroPreload(image)).toEqual([]);
  });

  it('an upload must fill the widest copy the build makes, in the hero’s 4:3', () => {
    expect(contentPictureRules.heroBox).toEqual(heroSize);
    expect(Math.max(...builtPictureShapes.heroes.widths)).toBe(heroSize.width);
    expect(builtPictureShapes.heroes.heightPerWidth * heroSize.width).toBe(heroSize.height);
  });
});
