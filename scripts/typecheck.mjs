// Type-checks every TypeScript project of the workspace (strict), one tsc run per tsconfig.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const projects = [
  '.',
  'packages/ui',
  'packages/data',
  'packages/content',
  'packages/static-host',
  'deploy',
  'supabase/functions',
  'supabase/storage',
  'supabase/rules',
  'packages/local-supabase',
  'site',
  'mocks',
  '.storybook',
  'visual',
  'e2e',
];
let failed = false;
for (const project of projects) {
  const started = Date.now();
  const result = spawnSync('pnpm', ['exec', 'tsc', '--noEmit', '-p', project], { cwd: root, stdio: 'inherit' });
  console.log(`tsc ${project}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
