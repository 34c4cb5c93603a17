// Builds the site with the e2e backend running, as a deployment builds with its Supabase project
// reachable: published articles are read at build time and prerendered. The backend stops afterwards
// (Playwright starts it again on the same data).
import { type ChildProcess, spawnSync } from 'node:child_process';
import { startE2eBackend } from './e2eBackendProcess.ts';

let status = 1;
let backend: ChildProcess | undefined;
try {
  backend = await startE2eBackend(Number(process.env.E2E_PORT ?? 4173));
  status = spawnSync('pnpm', ['build'], { stdio: 'inherit' }).status ?? 1;
} catch (error) {
  console.error(`build-with-backend: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  backend?.kill('SIGTERM');
}
process.exit(status);
