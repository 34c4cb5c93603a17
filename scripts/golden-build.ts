// The golden test of content as data (docs/decisions/036-content-as-data.md): the site built from the seeded database
// equals the site built from today's TypeScript (packages/content), page by page: every built page's words, links,
// metadata, structured data and islands' data (site/host/pageFacts.ts). Both builds read the same e2e backend, so the
// articles and events are the same; only where the content comes from differs (SITE_CONTENT=seed for today's).
// npm test runs it before e2e changes that backend's data (scripts/test.sh), reusing the build it made (SITE_BUILT);
// alone (`pnpm golden`), it makes both builds against a backend seeded afresh in a folder of its own.
import { facts as factNames } from '@cg/data/contentFacts';
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { e2eBackend } from '../e2e/backend.ts';
import { builtSite, htmlFilesIn } from '../site/host/builtSite.ts';
import { factDifferences, type PageFacts, pageFacts } from '../site/host/pageFacts.ts';
import { startE2eBackend } from './e2eBackendProcess.ts';

const site = join(import.meta.dirname, '..', 'site');
// Inside the site's node_modules: the server half of a build must resolve the site's packages (builtSite.test.ts).
const cache = join(site, 'node_modules/.cache/golden');
/** The backend's data when this builds both sides itself. */
const ownData = join(import.meta.dirname, '..', '.data/golden-backend');

/** A build reading the backend it names: one that cannot read the published content stops (publishedContent.ts). */
const backendEnv = { VITE_SUPABASE_URL: e2eBackend.url, VITE_SUPABASE_ANON_KEY: e2eBackend.anonKey };

function build(name: string, env: Record<string, string>) {
  const buildDir = join(cache, name);
  rmSync(buildDir, { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync('pnpm', ['build'], { cwd: site, env: { ...process.env, ...env, SITE_BUILD_DIR: buildDir }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the build ${name} failed:\n${result.stdout}\n${result.stderr}`);
  console.log(`golden: built ${name} in ${Math.round((performance.now() - started) / 1000)} s`);
  return builtSite(buildDir).client;
}

/**
 * The one fact two builds never share: when each read the events (`readAt`, buildTimeEvents.ts, which tells the island
 * how old its list is). Every other fact of the islands' props is compared.
 */
const withoutReadTime = (facts: PageFacts): PageFacts => ({
  ...facts,
  islands: facts.islands.map(({ island, props }) => ({
    island,
    props: JSON.parse(JSON.stringify(props), (key, value: unknown) => (key === 'readAt' ? 'the build’s time' : value)) as unknown,
  })),
});

/** Each built page's facts, by its file in the build. */
/** The fact names in braces a page's words, links, data or props still hold. */
const unfilledFacts = (serialized: string) =>
  Object.keys(factNames)
    .map((name) => `{${name}}`)
    .filter((named) => serialized.includes(named));

function readPages(client: string): Promise<Map<string, PageFacts>> {
  return Promise.all(
    htmlFilesIn(client).map(
      async (file) => [relative(client, file), withoutReadTime(await pageFacts(readFileSync(file, 'utf8')))] as const,
    ),
  ).then((pages) => new Map(pages));
}

let backend: ChildProcess | undefined;
let status = 1;
try {
  mkdirSync(cache, { recursive: true });
  const reuse = Boolean(process.env.SITE_BUILT);
  rmSync(ownData, { recursive: true, force: true });
  backend = await startE2eBackend(Number(process.env.E2E_PORT ?? 4173), reuse ? {} : { dataDir: ownData });
  const fromDatabase = reuse ? builtSite().client : build('database', backendEnv);
  const fromToday = build('seed', { ...backendEnv, SITE_CONTENT: 'seed' });
  const [today, database] = await Promise.all([readPages(fromToday), readPages(fromDatabase)]);
  const problems: string[] = [];
  // A fact named in braces that reached a page unfilled is a sentence no visitor should read (facts.ts).
  for (const [name, pages] of [
    ['today’s', today],
    ['the database’s', database],
  ] as const)
    for (const [file, facts] of pages)
      for (const unfilled of unfilledFacts(JSON.stringify(facts))) problems.push(`${file} (${name} build): «${unfilled}» unfilled`);
  for (const file of new Set([...today.keys(), ...database.keys()])) {
    const expected = today.get(file);
    const actual = database.get(file);
    if (!expected || !actual) problems.push(`${file}: built ${expected ? 'from today’s content only' : 'from the database only'}`);
    else problems.push(...factDifferences(expected, actual).map((difference) => `${file}: ${difference}`));
  }
  const count = (kind: keyof PageFacts) => [...today.values()].reduce((sum, facts) => sum + facts[kind].length, 0);
  if (problems.length) {
    console.error(`golden: the site built from the database differs from today's build:\n${problems.join('\n')}`);
  } else {
    console.log(
      `golden: ${today.size} pages built from the database equal today's build: ${count('text')} texts, ${count('links')} links, ` +
        `${count('metadata')} metadata, ${count('structuredData')} structured data blocks, ${count('islands')} islands' props`,
    );
    status = 0;
  }
} catch (error) {
  console.error(`golden: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (backend && backend.exitCode === null) {
    const exited = new Promise((resolve) => backend?.once('exit', resolve));
    backend.kill('SIGTERM');
    await exited;
  }
  rmSync(cache, { recursive: true, force: true });
  rmSync(ownData, { recursive: true, force: true });
}
process.exit(status);
