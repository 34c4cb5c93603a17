// Relative, as this module is: the build's config reads it in Node, which resolves no workspace alias.
import { heroSize, heroWidths } from '../../../packages/content/src/heroShape.ts';

/**
 * The files the build makes of each picture staff uploaded (site/vite/contentPictures.ts) and the pages name: every
 * width a picture is drawn at, once, twice and three times over, under a name taken from the stored one, so a page and
 * the build agree without a list between them. Plain data: the build's config reads it in Node.
 */

export const builtPictureFormats = [
  { type: 'image/avif', extension: 'avif' },
  { type: 'image/webp', extension: 'webp' },
] as const;

export type BuiltPictureFormat = (typeof builtPictureFormats)[number];

/** How the pictures of one folder (a kind) are drawn: the widths, the height per width, and whether cut or whole. */
export type BuiltPictureShape = {
  widths: readonly number[];
  heightPerWidth: number;
  /** `cover`: cut to the shape around what draws the eye (a face); `contain`: whole, on a transparent ground (a logo). */
  fit: 'cover' | 'contain';
  formats: readonly BuiltPictureFormat[];
};

/**
 * A video's picture on its facade (the library's VideoEmbed, a plain `img`): 16:9 at 960 pixels, WebP, as the site's
 * own drawn posters are (packages/content/src/media.ts), so a page weighs the same with staff's.
 */
const posterShape = { widths: [960], heightPerWidth: 9 / 16, fit: 'cover', formats: [builtPictureFormats[1]] } as const;

export const builtPictureShapes = {
  /** A team member's photo is drawn 80 CSS pixels wide and high (the library's TeamMembers). */
  team: { widths: [80, 160, 240], heightPerWidth: 1, fit: 'cover', formats: builtPictureFormats },
  /**
   * A partner's logo is drawn within 200 × 80 (the library's LogoGrid and LogoCarousel), by a plain `img` whose
   * `srcset` chooses by width alone: WebP only, which every browser the site serves draws.
   */
  partners: { widths: [200, 400], heightPerWidth: 0.4, fit: 'contain', formats: [builtPictureFormats[1]] },
  /** A page's hero is drawn 4:3 from a phone's full width to half a desktop's, as the project's own (heroShape.ts). */
  heroes: { widths: heroWidths, heightPerWidth: heroSize.height / heroSize.width, fit: 'cover', formats: builtPictureFormats },
  videos: posterShape,
  'page-videos': posterShape,
} as const satisfies Record<string, BuiltPictureShape>;

/** The shape of a stored picture's folder, or null for a folder no page draws. */
export const builtPictureShape = (stored: string): BuiltPictureShape | null =>
  (builtPictureShapes as Record<string, BuiltPictureShape>)[stored.split('/')[0] ?? ''] ?? null;

/** Where the build puts a stored picture's copy at this width: `team/ab12…-800x800.jpg` at 160 is `/media/content/team-ab12…-800x800-160.avif`. */
export const builtPicturePath = (stored: string, width: number, extension: string) =>
  `/media/content/${stored.replace(/\.[a-z]+$/, '').replace('/', '-')}-${width}.${extension}`;
