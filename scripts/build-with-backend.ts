// Builds the site with the e2e backend running, as a deployment builds with its Supabase project
// reachable: published articles are read at build time and prerendered. The backend stops afterwards
// (Playwright starts it again on the same data).
import { spawn, spawnSync } from 'node:child_process';
import { e2eBackend, e2eBackendEnv } from '../e2e/backend.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const backend = spawn(process.execPath, ['--import', 'tsx', 'packages/local-supabase/src/main.ts'], {
  env: { ...process.env, ...e2eBackendEnv(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function ready() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (backend.exitCode !== null) throw new Error(`the backend exited with ${backend.exitCode}`);
    try {
      const response = await fetch(`${e2eBackend.url}/rest/v1/articles?select=slug&limit=1`, { headers: { apikey: e2eBackend.anonKey } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the backend did not answer within 60 s');
}

let status = 1;
try {
  await ready();
  status = spawnSync('pnpm', ['build'], { stdio: 'inherit' }).status ?? 1;
} catch (error) {
  console.error(`build-with-backend: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  backend.kill('SIGTERM');
}
process.exit(status);
