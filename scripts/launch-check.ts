// `pnpm launch-check`: lists every placeholder the company must still supply, with its file, line and what to
// supply, and exits 1 while any remain. A placeholder is a call `placeholder(sample, 'what to supply')` in the
// content modules (packages/content/src/placeholder.ts); the check reads the source, so it needs no build.
// `--content DIR` reads another folder (the tests' fixtures). `--if-production` runs it only when SITE_ENV=production: the site's build calls it that way first.
// The modules that seed a content document (brand.ts for `company`, decision 036) are read from the database instead,
// as staff left them: what the published version still shows as a stand-in (published_placeholders).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { seedDocuments } from '@cg/content/contentSeed';
import { callAnonRpc } from '@cg/data/anonRpc';
import { backendFrom } from '@cg/data/backend';
import { noteBuildFailure } from '../site/vite/buildFailureNote.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const contentDir = join(root, 'packages/content/src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && name !== 'placeholder.ts' ? [path] : [];
  });

const literalText = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

export type Placeholder = { file: string; line: number; supply: string; path?: string };

/** Every `placeholder(…)` call under `dir`: `{ file, line, supply }`, file relative to the repository. */
export function findPlaceholders(dir = contentDir): Placeholder[] {
  const found: Placeholder[] = [];
  for (const path of sourceFiles(dir)) {
    const text = readFileSync(path, 'utf8');
    if (!text.includes('placeholder')) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'placeholder') {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        // What to supply must be readable here; a computed one is reported as such rather than missed.
        const supply = literalText(node.arguments[1]) ?? '(what to supply is not a plain string: write it as one)';
        found.push({ file: relative(root, path), line: line + 1, supply });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** A field of a published content document that still shows its sample. */
export type PublishedPlaceholder = { key: string; path: string; supply: string };

/**
 * The source's placeholders with those of every seeded module replaced by what the database says of its document:
 * once staff supply a field and publish, it is no longer listed.
 */
export function withPublishedContent(found: readonly Placeholder[], published: readonly PublishedPlaceholder[]): Placeholder[] {
  const seeded = new Set(seedDocuments.map((document) => `packages/content/src/${document.module}`));
  const fromDatabase = published.map(({ key, path, supply }) => ({ file: `content «${key}»`, line: 0, path, supply }));
  return [...found.filter((placeholder) => !seeded.has(placeholder.file)), ...fromDatabase];
}

/** What the backend the build reads (VITE_SUPABASE_URL, or the local one) still shows as placeholders; null when unreachable. */
export async function readPublishedPlaceholders(
  env: Record<string, string | undefined> = process.env,
): Promise<PublishedPlaceholder[] | null> {
  try {
    const response = await callAnonRpc(
      backendFrom((name) => env[name]),
      'published_placeholders',
      {},
      { signal: AbortSignal.timeout(5000) },
    );
    return response.ok ? ((await response.json()) as PublishedPlaceholder[]) : null;
  } catch {
    return null;
  }
}

/** The report and the exit code for a list of placeholders. */
export function launchReport(placeholders: readonly Placeholder[]) {
  if (placeholders.length === 0) return { code: 0, text: 'launch-check: no placeholders left; the content is the company’s own.' };
  const lines = placeholders.map(({ file, line, path, supply }) => `  ${path ? `${file} ${path}` : `${file}:${line}`}  ${supply}`);
  return {
    code: 1,
    text: [
      `launch-check: ${placeholders.length} placeholders still stand in for the company’s own material. Supply each (a content document's in the back office, the rest by removing its placeholder()):`,
      ...lines,
    ].join('\n'),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--if-production') && process.env.SITE_ENV !== 'production') process.exit(0);
  const at = process.argv.indexOf('--content');
  let found = findPlaceholders(at > 0 ? process.argv[at + 1] : contentDir);
  if (at < 0) {
    const published = await readPublishedPlaceholders();
    if (published) found = withPublishedContent(found, published);
    else if (process.env.VITE_SUPABASE_URL || process.env.SITE_ENV === 'production') {
      console.error('launch-check: the published content could not be read from VITE_SUPABASE_URL, so nothing can be said of it.');
      noteBuildFailure('content-unreadable');
      process.exit(1);
    } else console.warn('launch-check: no backend answered; the content documents are read from their seed in packages/content.');
  }
  const { code, text } = launchReport(found);
  (code === 0 ? console.log : console.error)(text);
  if (code !== 0 && process.argv.includes('--if-production')) {
    console.error('launch-check: a production build (SITE_ENV=production) refuses placeholders.');
    noteBuildFailure('launch-check');
  }
  process.exit(code);
}
