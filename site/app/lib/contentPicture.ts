import type { TeamPhoto } from '@cg/ui';
import { contentPictureUrl } from '@cg/data/contentPictures';
import { backend } from './backend';
import { builtPictureFormats, builtPicturePath, builtPictureWidths } from './builtPictures';

/**
 * A picture staff uploaded, as a page draws it: in the site's build, the sizes and formats the build made of it
 * (same-origin files, the page's budget kept); elsewhere (the draft's preview, the dev server, Storybook), the stored
 * picture itself, since nothing was built of it.
 */
export function contentPhoto(picture: { path: string; alt: string }): TeamPhoto {
  if (!import.meta.env.CONTENT_PICTURES_BUILT) return { src: contentPictureUrl(backend.url, picture.path), alt: picture.alt };
  return {
    src: builtPicturePath(picture.path, builtPictureWidths[1], 'webp'),
    sources: builtPictureFormats.map(({ type, extension }) => ({
      type,
      srcSet: builtPictureWidths.map((width) => `${builtPicturePath(picture.path, width, extension)} ${width}w`).join(', '),
    })),
    alt: picture.alt,
  };
}
