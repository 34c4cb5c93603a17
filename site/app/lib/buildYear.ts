declare const __BUILD_YEAR__: number | undefined;

/** The year the site was built (vite.config.ts defines it); where nothing was built, this year. No React: the islands loader reads it. */
export const buildYear: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();
