/** Where the project's own images live (site/public/media). */
export const mediaBase = '/media';

/**
 * Open Graph image: 1200x630, the size social networks crop to. A module of its own: every page's meta
 * reads it, and the rest of the media (the partners' logos, the hero) stays with the pages that show it.
 */
export const ogImage = { src: `${mediaBase}/og-image.jpg`, width: 1200, height: 630 } as const;
