/**
 * How a page's hero picture is drawn: 4:3, half the layout on a desktop and the full width on a phone, at four
 * widths. The project's own picture (media.ts, made by scripts/generate-media.ts) and the copies the build makes of
 * one staff upload (site/app/lib/builtPictures.ts) share it. Plain data: the build's config reads it in Node.
 */
export const heroWidths = [480, 768, 1024, 1440] as const;

/** The widest copy's size, which the page's `<img>` names so nothing moves as it loads. */
export const heroSize = { width: 1440, height: 1080 } as const;

/** The width the layout draws it at (the Hero's stylesheet): what the browser chooses a copy by. */
export const heroSizes = '(min-width: 1024px) 560px, calc(100vw - 2rem)';

/** The width of the copy an `<img>` without `srcset` falls back to, and the preload names. */
export const heroFallbackWidth = 1024;
