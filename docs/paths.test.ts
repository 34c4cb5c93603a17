import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path the README and the docs cite resolves: a file or folder named from the repository's root
 * (`packages/data/src/routeTable.ts`), a pattern that matches something (`site/app/routes/*.tsx`), a Markdown link relative to
 * the page, and every decision a page names by number. What the build or a run makes (the build's folder, a data
 * folder) is not in the repository and is named as such.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const topFolders = ['.ci', '.github', '.storybook', 'deploy', 'docs', 'e2e', 'packages', 'public', 'scripts', 'site', 'supabase', 'visual'];
/** Made by a build, a run or an install, never committed (`site/build` and a second copy's `site/build-4273`). */
const generated = [
  'site/build',
  'site/node_modules',
  'site/.react-router',
  'storybook-static',
  '.data',
  'node_modules',
  '.tools',
  'test-results',
  'scripts/typecheck/node_modules',
];

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
const pages = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];

const pathToken = new RegExp(`(?<![\\w/.-])((?:${topFolders.map((folder) => folder.replace('.', '\\.')).join('|')})/[\\w./*@+-]*)`, 'g');

/** Whether a pattern with `*` matches something: each starred part against its folder's entries. */
function matches(pattern: string): boolean {
  const parts = pattern.split('/');
  const walk = (dir: string, index: number): boolean => {
    if (index === parts.length) return true;
    const part = parts[index]!;
    if (!part.includes('*')) return existsSync(join(dir, part)) && walk(join(dir, part), index + 1);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const test = new RegExp(
      `^${part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    return readdirSync(dir).some((name) => test.test(name) && walk(join(dir, name), index + 1));
  };
  // A module named as an import names it: without its extension.
  return walk(root, 0) || ['.ts', '.tsx'].some((extension) => existsSync(join(root, `${pattern}${extension}`)));
}

const cited = (page: string) => {
  const text = readFileSync(page, 'utf8');
  const paths = [...text.matchAll(pathToken)]
    .map(([, path]) => path!.replace(/[.,:;)]+$/, '').replace(/\/$/, ''))
    .filter((path) => !generated.some((folder) => path.startsWith(folder)));
  const links = [...text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s#]+)/g)].map(([, link]) => relative(root, resolve(dirname(page), link!)));
  const decisions = [...text.matchAll(/\bdecisions? (\d{3})\b/gi)].map(([, number]) => number!);
  return { paths: [...new Set([...paths, ...links])], decisions: [...new Set(decisions)] };
};

describe('the paths the README and the docs cite', () => {
  const decisionFiles = readdirSync(join(root, 'docs/decisions'));
  for (const page of pages) {
    it(relative(root, page), () => {
      const { paths, decisions } = cited(page);
      expect(paths.filter((path) => !matches(path))).toEqual([]);
      expect(decisions.filter((number) => !decisionFiles.some((name) => name.startsWith(`${number}-`)))).toEqual([]);
    });
  }
});
