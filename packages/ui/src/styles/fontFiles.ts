// The two font files every page uses, exposed so the site can preload exactly what fonts.css loads.
import greekFontUrl from '@fontsource-variable/inter/files/inter-greek-wght-normal.woff2?url';
import latinFontUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const fontFiles = [latinFontUrl, greekFontUrl] as const;
