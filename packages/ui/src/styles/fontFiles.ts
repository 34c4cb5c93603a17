// The self-hosted Inter faces as data (the files, their character ranges, the weight span), so a page can
// declare them itself, for example after its first paint with the FontFace API. webFonts.css declares
// the same faces for Storybook (a unit test compares the two).
import greekFontUrl from './fonts/inter-greek.woff2?url';
import latinFontUrl from './fonts/inter-latin.woff2?url';
import { fontSubsets, fontWeightRange, unicodeRange } from './fontSubsets';

export type WebFontFace = { family: string; url: string; unicodeRange: string; weight: string };

const face = (url: string, subset: keyof typeof fontSubsets): WebFontFace => ({
  family: 'Inter Variable',
  url,
  unicodeRange: unicodeRange(fontSubsets[subset].ranges),
  weight: fontWeightRange.join(' '),
});

export const webFontFaces: readonly WebFontFace[] = [face(latinFontUrl, 'latin'), face(greekFontUrl, 'greek')];
