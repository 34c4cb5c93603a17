import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const virtualId = 'virtual:local-supabase-snapshot';
const resolvedId = `\0${virtualId}`;
const servedPath = '/@local-supabase/snapshot.tar.gz';

/** Builds the snapshot in a process of its own (snapshotCli.ts says why). */
async function makeSnapshot(at: string): Promise<Uint8Array> {
  const dir = mkdtempSync(join(tmpdir(), 'local-supabase-snapshot-'));
  const out = join(dir, 'snapshot.tar.gz');
  try {
    const cli = fileURLToPath(new URL('./snapshotCli.ts', import.meta.url));
    await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, out, at]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `import snapshotUrl from 'virtual:local-supabase-snapshot'`: the address of the stories' database (snapshot.ts),
 * migrated and seeded once per Storybook start, story-test run or `storybook build`. The dev server answers it
 * from memory; a build carries it as an asset, so the static Storybook works offline.
 */
export function localSupabaseSnapshot({ at }: { at: string }): Plugin {
  let snapshot: Promise<Uint8Array> | undefined;
  const snapshotOnce = () => (snapshot ??= makeSnapshot(at));
  let isBuild = false;
  return {
    name: 'local-supabase-snapshot',
    configResolved(config) {
      isBuild = config.command === 'build';
      // Started at once: it is ready by the time the first story asks for it.
      if (!isBuild) void snapshotOnce();
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (!isBuild) return `export default ${JSON.stringify(servedPath)};`;
      const reference = this.emitFile({ type: 'asset', name: 'local-supabase-snapshot.tar.gz', source: await snapshotOnce() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(servedPath, (_request, response, next) => {
        snapshotOnce().then((bytes) => {
          response.setHeader('Content-Type', 'application/gzip');
          response.setHeader('Cache-Control', 'no-store');
          response.end(bytes);
        }, next);
      });
    },
  };
}
