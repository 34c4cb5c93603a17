// Builds the site with the e2e backend running, as a deployment builds with its Supabase project
// reachable: published articles are read at build time and prerendered. The backend stops afterwards
// (Playwright starts it again on the same data). The backend is named, as a deployment names its project: a build
// that cannot read its published content stops instead of keeping the seed (site/vite/publishedContent.ts), so the
// golden test (golden-build.ts) compares the seed with what the database gave.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { e2eBackend } from '../e2e/backend.ts';
import { startE2eBackend } from './e2eBackendProcess.ts';

let status = 1;
let backend: ChildProcess | undefined;
try {
  backend = await startE2eBackend(Number(process.env.E2E_PORT ?? 4173));
  const env = { ...process.env, VITE_SUPABASE_URL: e2eBackend.url, VITE_SUPABASE_ANON_KEY: e2eBackend.anonKey };
  status = spawnSync('pnpm', ['build'], { stdio: 'inherit', env }).status ?? 1;
} catch (error) {
  console.error(`build-with-backend: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  backend?.kill('SIGTERM');
}
process.exit(status);
