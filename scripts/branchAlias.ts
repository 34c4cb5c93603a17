/**
 * Where Cloudflare Pages serves a branch's preview: the branch in lower case, every other character a hyphen, cut to 28
 * characters, before the project's pages.dev address.
 */
export const branchAlias = (branch: string, project: string) =>
  `https://${branch
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .slice(0, 28)
    .replace(/^-+|-+$/g, '')}.${project}.pages.dev`;
