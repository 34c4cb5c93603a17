// Comments a pull request's preview addresses (the site's and the Storybook's) on it, through the GitHub API with the
// job's own token; the same comment is updated on every push, found by its marker. Run by `pnpm run deploy preview`.
import { fileURLToPath } from 'node:url';
import { branchAlias } from './branchAlias.ts';

const marker = '<!-- branch-preview -->';

/** The comment: where to look, for whom, and that it is no public site. */
export function previewComment({
  branch,
  pagesProject,
  storybookProject,
  commit,
}: Record<'branch' | 'pagesProject' | 'storybookProject' | 'commit', string>) {
  return [
    marker,
    `**Preview of \`${branch}\`** (${commit.slice(0, 7)}), against the staging backend; not indexed, no conversion is ever sent.`,
    '',
    `- The site: ${branchAlias(branch, pagesProject)}`,
    `- Storybook (components and whole pages, for design review): ${branchAlias(branch, storybookProject)}`,
    '- Visual changes: the Chromatic checks below ("UI Tests", "UI Review"), when the repository has a Chromatic token.',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const setting = (name: string) => {
    const value = process.env[name]?.trim();
    if (!value) throw new Error(`preview-comment: ${name} is not set`);
    return value;
  };
  const env = {
    GITHUB_REPOSITORY: setting('GITHUB_REPOSITORY'),
    GITHUB_TOKEN: setting('GITHUB_TOKEN'),
    PREVIEW_PR: setting('PREVIEW_PR'),
    PREVIEW_BRANCH: setting('PREVIEW_BRANCH'),
    CLOUDFLARE_PAGES_PROJECT: setting('CLOUDFLARE_PAGES_PROJECT'),
    CLOUDFLARE_STORYBOOK_PROJECT: setting('CLOUDFLARE_STORYBOOK_PROJECT'),
  };
  const api = `https://api.github.com/repos/${env.GITHUB_REPOSITORY}/issues`;
  const headers = { Authorization: `Bearer ${env.GITHUB_TOKEN}`, Accept: 'application/vnd.github+json', 'User-Agent': 'branch-preview' };
  const body = previewComment({
    branch: env.PREVIEW_BRANCH,
    pagesProject: env.CLOUDFLARE_PAGES_PROJECT,
    storybookProject: env.CLOUDFLARE_STORYBOOK_PROJECT,
    commit: process.env.GITHUB_SHA ?? '',
  });
  const existing = (
    (await (await fetch(`${api}/${env.PREVIEW_PR}/comments?per_page=100`, { headers })).json()) as { id: number; body: string }[]
  ).find((comment) => comment.body.startsWith(marker));
  const response = await fetch(existing ? `${api}/comments/${existing.id}` : `${api}/${env.PREVIEW_PR}/comments`, {
    method: existing ? 'PATCH' : 'POST',
    headers,
    body: JSON.stringify({ body }),
  });
  if (!response.ok) {
    console.error(`preview-comment: GitHub answered ${response.status}`);
    process.exit(1);
  }
  console.log(`preview-comment: ${existing ? 'updated' : 'posted'} on pull request #${env.PREVIEW_PR}`);
}
