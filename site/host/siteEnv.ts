/**
 * Which build this is (`SITE_ENV`, read at build time): `production` is held to the launch check; `preview`, a pull
 * request's site on the host's branch preview, is kept out of search engines (a noindex header on every answer and a
 * robots.txt that disallows everything). Any other value is a local or test build.
 */
export const isPreviewBuild = (env: Record<string, string | undefined> = process.env) => env.SITE_ENV === 'preview';

/** What a preview's every answer says to search engines. */
export const noindexHeader = { 'X-Robots-Tag': 'noindex, nofollow' } as const;
