/**
 * The files the build makes of each picture staff uploaded (site/vite/contentPictures.ts) and the pages name: every
 * width a picture is drawn at, once, twice and three times over, in AVIF and WebP, under a name taken from the stored
 * one, so a page and the build agree without a list between them. Plain data: the build's config reads it in Node.
 */

/** A team member's photo is drawn 80 CSS pixels wide and high (the library's TeamMembers). */
export const builtPictureWidths = [80, 160, 240] as const;

export const builtPictureFormats = [
  { type: 'image/avif', extension: 'avif' },
  { type: 'image/webp', extension: 'webp' },
] as const;

/** Where the build puts a stored picture's square copy at this width: `team/ab12…-800x800.jpg` at 160 is `/media/content/team-ab12…-800x800-160.avif`. */
export const builtPicturePath = (stored: string, width: number, extension: string) =>
  `/media/content/${stored.replace(/\.[a-z]+$/, '').replace('/', '-')}-${width}.${extension}`;
