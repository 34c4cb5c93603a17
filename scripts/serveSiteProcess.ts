// The built site served as the static host serves it (scripts/serve-site.ts), in a child process, for the benchmarks that
// load pages beside a copy of the build (lighthouse.ts: the pages without scripts; navigation-bench.ts: no speculation
// rules). `SITE_DIR` in `env` serves that copy instead of the build.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const serveSiteProcess = (port: number, env: Record<string, string> = {}): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/serve-site.ts'), String(port)], {
    stdio: 'ignore',
    cwd: root,
    env: { ...process.env, ...env },
  });
