/**
 * `pnpm deploy:plan [production|staging|preview]` prints every step of the deploy and changes nothing (offline it
 * says what it could not learn). `pnpm run deploy [production|staging|preview]` runs the same steps in order and
 * stops at the first that fails; it refuses to start while the launch check fails or a required setting
 * is missing. (`pnpm deploy`, without `run`, is pnpm's own command, which copies a workspace package.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPlaceholders, readPublishedPlaceholders, withPublishedContent } from '../scripts/launch-check.ts';
import { openDatabaseView } from './database.ts';
import { commandLine, environments, isEnvironment, planDeploy, valueOf, type Command, type Env, type Step } from './plan.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const [mode, environment = 'production'] = process.argv.slice(2);

if ((mode !== 'plan' && mode !== 'run') || !isEnvironment(environment)) {
  console.error(`usage: deploy/cli.ts plan|run [${Object.keys(environments).join('|')}]`);
  process.exit(2);
}

const env: Env = process.env;
const database = await openDatabaseView(env.SUPABASE_DB_URL);
// The content documents as the project publishes them (the build reads the same), when it answers; their seed otherwise.
const published = env.SUPABASE_PROJECT_REF
  ? await readPublishedPlaceholders({
      VITE_SUPABASE_URL: `https://${env.SUPABASE_PROJECT_REF}.supabase.co`,
      VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY,
    })
  : null;
const placeholders = published ? withPublishedContent(findPlaceholders(), published) : findPlaceholders();
const steps = await planDeploy(environment, env, database, placeholders.length);

const print = (list: readonly Step[]) =>
  list.forEach((step, index) => {
    console.log(`\n${index + 1}. ${step.title}`);
    for (const command of step.commands) console.log(`   $ ${commandLine(command)}`);
    if (step.action) console.log('   (done by the deploy itself, through SUPABASE_DB_URL)');
    for (const note of step.notes) console.log(`   · ${note}`);
    for (const blocker of step.blockers) console.log(`   ✗ ${blocker}`);
  });

console.log(`Deploy of ${environment}: ${environments[environment].what}`);
print(steps);
const blockers = steps.flatMap((step) => step.blockers);
await database?.close();

if (mode === 'plan') {
  console.log(
    blockers.length
      ? `\ndeploy:plan: ${blockers.length} thing(s) keep this deploy from running (✗ above); nothing was changed.`
      : '\ndeploy:plan: ready; nothing was changed.',
  );
  process.exit(0);
}

if (blockers.length) {
  console.error(`\ndeploy: refused, ${blockers.length} thing(s) to fix first (✗ above). Nothing was changed.`);
  process.exit(1);
}

// The deploy-only tools (the Supabase CLI), pinned in deploy/package-lock.json.
const supabaseCli = join(root, 'deploy/node_modules/.bin/supabase');
const needsSupabase = steps.some((step) => step.commands.some((command) => command.program === 'supabase'));
if (needsSupabase && !existsSync(supabaseCli)) {
  const install = spawnSync('npm', ['ci', '--prefix', 'deploy', '--no-fund', '--no-audit'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(1);
}
const programs: Record<Command['program'], string> = {
  supabase: supabaseCli,
  wrangler: join(root, 'node_modules/.bin/wrangler'),
  pnpm: 'pnpm',
  node: process.execPath,
};
const value = (argument: Command['args'][number]) => valueOf(argument, env);

for (const [index, step] of steps.entries()) {
  console.log(`\n▶ ${index + 1}. ${step.title}`);
  for (const command of step.commands) {
    console.log(`   $ ${commandLine(command)}`);
    const extra = Object.fromEntries(Object.entries(command.env ?? {}).map(([name, argument]) => [name, value(argument)]));
    const result = spawnSync(programs[command.program], command.args.map(value), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...extra },
    });
    if (result.status !== 0) {
      console.error(
        `\ndeploy: step ${index + 1} failed (${commandLine(command)}); the steps before it are done, the ones after it are not.`,
      );
      process.exit(1);
    }
  }
  if (step.action) console.log(`   ${await step.action(env)}`);
}
console.log('\ndeploy: done.');
