// The two font files every page uses, exposed so the site can preload exactly what fonts.css loads.
import greekFontUrl from './fonts/inter-greek.woff2?url';
import latinFontUrl from './fonts/inter-latin.woff2?url';

export const fontFiles = [latinFontUrl, greekFontUrl] as const;
