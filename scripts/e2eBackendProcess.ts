// The e2e backend as a child process, for the steps that need the site's backend answering beside them: the build
// that prerenders its articles (build-with-backend.ts) and the benchmark that loads pages as visitors do
// (lighthouse.ts). Playwright starts its own (playwright.config.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { e2eBackend, e2eBackendEnv } from '../e2e/backend.ts';

/**
 * Starts the backend for a site served on `sitePort`, and resolves once it answers (within 60 s). `dataDir`: a folder
 * of its own instead of e2e's (seeded afresh when empty).
 */
export async function startE2eBackend(sitePort: number, { dataDir }: { dataDir?: string } = {}): Promise<ChildProcess> {
  const backend = spawn(process.execPath, ['--import', 'tsx', 'packages/local-supabase/src/main.ts'], {
    env: { ...process.env, ...e2eBackendEnv(sitePort), ...(dataDir ? { LOCAL_SUPABASE_DATA: dataDir } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (backend.exitCode !== null) throw new Error(`the backend exited with ${backend.exitCode}`);
    try {
      const response = await fetch(`${e2eBackend.url}/rest/v1/articles?select=slug&limit=1`, { headers: { apikey: e2eBackend.anonKey } });
      if (response.ok) return backend;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  backend.kill('SIGTERM');
  throw new Error('the backend did not answer within 60 s');
}
