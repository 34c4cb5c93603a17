import type { PartnerLogo, ResponsiveImage, TeamPhoto } from '@cg/ui';
import { contentPictureUrl } from '@cg/data/contentPictures';
import { heroFallbackWidth, heroSize, heroSizes } from '@cg/content/heroShape';
import { backend } from './backend';
import { builtPicturePath, builtPictureShapes } from './builtPictures';

/**
 * A picture staff uploaded, as a page draws it: in the site's build, the sizes and formats the build made of it
 * (same-origin files, the page's budget kept); elsewhere (the draft's preview, the dev server, Storybook), the stored
 * picture itself, since nothing was built of it.
 */
export function contentPhoto(picture: { path: string; alt: string }): TeamPhoto {
  if (!import.meta.env.CONTENT_PICTURES_BUILT) return { src: contentPictureUrl(backend.url, picture.path), alt: picture.alt };
  const { widths, formats } = builtPictureShapes.team;
  return {
    src: builtPicturePath(picture.path, widths[1], 'webp'),
    sources: formats.map(({ type, extension }) => ({
      type,
      srcSet: widths.map((width) => `${builtPicturePath(picture.path, width, extension)} ${width}w`).join(', '),
    })),
    alt: picture.alt,
  };
}

/** A partner's uploaded logo as the logo grid and carousel draw it, within their 200 × 80 box, named by the partner. */
export function contentLogo(name: string, logo: { path: string }): PartnerLogo {
  const { widths } = builtPictureShapes.partners;
  const [width, height] = [widths[0], Math.round(widths[0] * builtPictureShapes.partners.heightPerWidth)];
  if (!import.meta.env.CONTENT_PICTURES_BUILT) return { name, src: contentPictureUrl(backend.url, logo.path), width, height };
  return {
    name,
    src: builtPicturePath(logo.path, width, 'webp'),
    srcSet: widths.map((drawn) => `${builtPicturePath(logo.path, drawn, 'webp')} ${drawn / width}x`).join(', '),
    width,
    height,
  };
}

/**
 * A page's hero staff uploaded, as the Hero draws it: the build's 4:3 copies in AVIF and WebP chosen by the width the
 * layout draws it at, and the widest copy's size so nothing moves; elsewhere, the stored picture, which the Hero's
 * 4:3 box cuts as it cuts the copies.
 */
export function contentHeroImage(picture: { path: string; alt: string }): ResponsiveImage {
  const { alt } = picture;
  if (!import.meta.env.CONTENT_PICTURES_BUILT)
    return { src: contentPictureUrl(backend.url, picture.path), alt, ...heroSize, sizes: heroSizes };
  const { widths, formats } = builtPictureShapes.heroes;
  return {
    src: builtPicturePath(picture.path, heroFallbackWidth, 'webp'),
    alt,
    ...heroSize,
    sizes: heroSizes,
    sources: formats.map(({ type, extension }) => ({
      type,
      srcSet: widths.map((width) => `${builtPicturePath(picture.path, width, extension)} ${width}w`).join(', '),
    })),
  };
}

/**
 * A video's picture staff uploaded, as its facade draws it: the build's 16:9 WebP at 960 pixels, the size the site's
 * own posters have; elsewhere, the stored picture, which the facade's 16:9 box cuts as the build does.
 */
export function contentPoster(picture: { path: string }): { src: string; width: number; height: number } {
  const { widths, heightPerWidth } = builtPictureShapes.videos;
  const [width, height] = [widths[0], Math.round(widths[0] * heightPerWidth)];
  if (!import.meta.env.CONTENT_PICTURES_BUILT) return { src: contentPictureUrl(backend.url, picture.path), width, height };
  return { src: builtPicturePath(picture.path, width, 'webp'), width, height };
}
