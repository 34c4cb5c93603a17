/**
 * The deploy, as the README's steps in order (docs/decisions/022-the-static-host.md): each step what it
 * will run (secrets by name only), what it found (pending migrations, missing settings, functions and
 * files and where they go) and what keeps it from running. `pnpm deploy:plan` prints it and changes
 * nothing; `pnpm run deploy` runs it (deploy/cli.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@cg/content/brand';
import { loadFunctionDefinitions } from '../supabase/functions/_shared/folders.ts';
import { branchAlias } from '../scripts/branchAlias.ts';

export { branchAlias };
import { derivedFunctionSecrets, previewNeeds, previewSettings, settings } from './settings.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export const environments = {
  production: { pagesBranch: 'main', what: 'the public site, and its Storybook' },
  staging: { pagesBranch: 'staging', what: 'a rehearsal on its own Supabase project and a Pages preview branch, and its Storybook' },
  preview: {
    pagesBranch: '$PREVIEW_BRANCH',
    what: "a pull request's site and Storybook on the two Pages projects' branch previews, against the staging backend",
  },
} as const;
export type EnvironmentName = keyof typeof environments;
export const isEnvironment = (name: string | undefined): name is EnvironmentName => Boolean(name) && Object.hasOwn(environments, name!);

export type Env = Record<string, string | undefined>;

/** One argument of a command: plain text, or a setting's value (between a prefix and a suffix) shown by its name. */
export type Argument = string | { setting: string; prefix?: string; suffix?: string };
export type Command = { program: 'supabase' | 'wrangler' | 'pnpm' | 'node'; args: readonly Argument[]; env?: Record<string, Argument> };

export type Step = {
  title: string;
  commands: readonly Command[];
  /** What the plan found: facts a person checks before running it. */
  notes: readonly string[];
  /** Why the deploy would refuse to run, if anything. */
  blockers: readonly string[];
  /** Work done in this process instead of a command (the admins' role). */
  action?: (env: Env) => Promise<string>;
};

/** What the plan can learn from the project's database, when it reaches it (null offline). */
export type DatabaseView = {
  appliedMigrations: readonly string[];
  adminsWithoutRole: (emails: readonly string[]) => Promise<{ missing: string[]; withoutAccount: string[] }>;
} | null;

export const shown = (argument: Argument) =>
  typeof argument === 'string' ? argument : `${argument.prefix ?? ''}$${argument.setting}${argument.suffix ?? ''}`;
/** The argument as the command gets it. */
export const valueOf = (argument: Argument, env: Env) =>
  typeof argument === 'string' ? argument : `${argument.prefix ?? ''}${env[argument.setting]?.trim() ?? ''}${argument.suffix ?? ''}`;
export const commandLine = (command: Command) =>
  [
    ...Object.entries(command.env ?? {}).map(([name, value]) => `${name}=${shown(value)}`),
    command.program,
    ...command.args.map(shown),
  ].join(' ');

const migrationsDir = join(root, 'supabase/migrations');
export const localMigrations = () =>
  readdirSync(migrationsDir)
    .filter((name) => /^\d{14}_.+\.sql$/.test(name))
    .sort();
/** Migrations the project has not applied (by their version, the file name's timestamp). */
export const pendingMigrations = (local: readonly string[], applied: readonly string[]) =>
  local.filter((name) => !applied.includes(name.slice(0, 14)));

/**
 * Each function, whether the platform verifies a token before it runs, and its pg_cron schedule if any: from its
 * folder's definition (supabase/functions/<name>/definition.ts), which config.toml's verify_jwt is held to by a test.
 */
export async function functionsToDeploy() {
  const definitions = await loadFunctionDefinitions();
  return Object.entries(definitions).map(([name, definition]) => ({
    name,
    verifyJwt: definition.verifyJwt,
    schedule: definition.schedule,
  }));
}

export const samplePdfs = () =>
  readdirSync(join(root, 'supabase/storage/pdfs'))
    .filter((name) => name.endsWith('.pdf'))
    .sort();

const missing = (env: Env, names: readonly string[]) => names.filter((name) => !env[name]?.trim());
const adminList = (env: Env) =>
  (env.DEPLOY_ADMINS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
const project = { setting: 'SUPABASE_PROJECT_REF' } as const;

/**
 * The site's build against a Supabase project: production's held to the launch check and reported to the back office
 * as the host's builds are (scripts/reported-build.ts), a preview's kept out of search engines.
 */
const siteBuild = (siteEnv: 'production' | 'preview'): Command => ({
  program: 'pnpm',
  args: [siteEnv === 'production' ? 'build:reported' : 'build'],
  env: {
    SITE_ENV: siteEnv,
    VITE_SUPABASE_URL: { setting: 'SUPABASE_PROJECT_REF', prefix: 'https://', suffix: '.supabase.co' },
    VITE_SUPABASE_ANON_KEY: { setting: 'VITE_SUPABASE_ANON_KEY' },
    ...(siteEnv === 'production' ? { SITE_BUILD_REPORT_SECRET: { setting: 'SITE_BUILD_REPORT_SECRET' } } : {}),
  },
});

/** A folder published to a branch of a Pages project. */
const pagesDeploy = (folder: string, projectSetting: string, branch: Argument): Command => ({
  program: 'wrangler',
  args: ['pages', 'deploy', folder, '--project-name', { setting: projectSetting }, '--branch', branch, '--commit-dirty=true'],
});

const hostCheck: Step = {
  title: 'Host check: the build in Cloudflare Pages’ own runtime (wrangler pages dev), every route’s status and headers',
  commands: [{ program: 'node', args: ['--import', 'tsx', 'scripts/host-check.ts'] }],
  notes: ['offline; the same check npm test runs'],
  blockers: [],
};

/** The Storybook: built once (its backend runs in the page), finished for its host, published to its own Pages project. */
function storybookStep(branch: Argument, deployNeeds: (names: string[]) => string[]): Step {
  return {
    title: 'Storybook: built, given its host files, published to its own Pages project ($CLOUDFLARE_STORYBOOK_PROJECT)',
    commands: [
      { program: 'pnpm', args: ['build-storybook'] },
      { program: 'node', args: ['--import', 'tsx', 'scripts/storybook-host.ts'] },
      pagesDeploy('storybook-static', 'CLOUDFLARE_STORYBOOK_PROJECT', branch),
    ],
    notes: [
      'an address of its own, not under the public site (decision 032); every page noindex, with the site’s security headers',
      'its stories’ backend runs in the page, from the database built with it: it reaches no Supabase project',
    ],
    blockers: deployNeeds(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_STORYBOOK_PROJECT']),
  };
}

/** A pull request's preview: the site against the staging backend, and its Storybook, each on its host's branch preview. */
function planPreview(env: Env): Step[] {
  const needs = (names: readonly string[]) => missing(env, names).map((name) => `${name} is not set`);
  const branch = { setting: 'PREVIEW_BRANCH' } as const;
  const sitePreview =
    env.PREVIEW_BRANCH && env.CLOUDFLARE_PAGES_PROJECT ? branchAlias(env.PREVIEW_BRANCH, env.CLOUDFLARE_PAGES_PROJECT) : null;
  return [
    {
      title: 'Build: the site against the staging project (https://$SUPABASE_PROJECT_REF.supabase.co), kept out of search engines',
      commands: [siteBuild('preview')],
      notes: [
        'SITE_ENV=preview: every answer says X-Robots-Tag: noindex, robots.txt disallows everything',
        'the launch check is not run: a preview shows the placeholders the production build refuses (each is marked as one)',
        'its forms write to the staging project, whose functions send no conversion (the staging environment holds no META_ACCESS_TOKEN)',
      ],
      blockers: [
        ...needs(['SUPABASE_PROJECT_REF', 'VITE_SUPABASE_ANON_KEY']),
        ...(env.META_ACCESS_TOKEN?.trim() ? ['META_ACCESS_TOKEN is set: a preview must never be able to send a conversion'] : []),
      ],
    },
    hostCheck,
    {
      title: 'Publish: site/build/client to the branch preview of Cloudflare Pages ($CLOUDFLARE_PAGES_PROJECT, branch $PREVIEW_BRANCH)',
      commands: [pagesDeploy('site/build/client', 'CLOUDFLARE_PAGES_PROJECT', branch)],
      notes: [
        sitePreview
          ? `at ${sitePreview}`
          : 'at https://<branch>.<project>.pages.dev (PREVIEW_BRANCH and CLOUDFLARE_PAGES_PROJECT say which)',
      ],
      blockers: needs(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PAGES_PROJECT', 'PREVIEW_BRANCH']),
    },
    storybookStep(branch, needs),
    {
      title: 'Comment: both addresses on the pull request ($PREVIEW_PR), one comment kept up to date',
      commands: [{ program: 'node', args: ['--import', 'tsx', 'scripts/preview-comment.ts'] }],
      notes: ['through the GitHub API with the job’s own GITHUB_TOKEN'],
      blockers: needs(['PREVIEW_PR', 'GITHUB_REPOSITORY', 'GITHUB_TOKEN', 'CLOUDFLARE_PAGES_PROJECT', 'CLOUDFLARE_STORYBOOK_PROJECT']),
    },
  ];
}

/** Every setting a preview reads, by name (the preview workflow's environment). */
export const previewSettingNames = [...previewNeeds, ...previewSettings.map((setting) => setting.name)];

export async function planDeploy(environment: EnvironmentName, env: Env, database: DatabaseView, launchProblems: number): Promise<Step[]> {
  if (environment === 'preview') return planPreview(env);
  const { pagesBranch } = environments[environment];
  const deployNeeds = (names: string[]) => missing(env, names).map((name) => `${name} is not set`);
  const siteOrigin = environment === 'production' ? brand.siteUrl : (env.STAGING_SITE_ORIGIN?.trim() ?? '');
  const steps: Step[] = [];

  steps.push({
    title: 'Launch check: nothing that stands in for the company’s own material',
    commands: [{ program: 'node', args: ['--import', 'tsx', 'scripts/launch-check.ts'] }],
    notes: [launchProblems === 0 ? 'no placeholders left' : `${launchProblems} placeholders remain (pnpm launch-check lists them)`],
    blockers: launchProblems === 0 ? [] : [`${launchProblems} placeholders remain`],
  });

  const local = localMigrations();
  const pending = database ? pendingMigrations(local, database.appliedMigrations) : null;
  const migrationNotes =
    pending === null
      ? [
          `the database was not reached (offline, or SUPABASE_DB_URL unset): ${local.length} migrations in supabase/migrations, of which db push applies those the project lacks`,
          ...local.map((name) => `  ${name}`),
        ]
      : pending.length === 0
        ? [`all ${local.length} migrations are applied`]
        : [`${pending.length} pending:`, ...pending.map((name) => `  ${name}`)];
  steps.push({
    title: 'Database: the migrations the project lacks (tables, CHECKs, row level security, buckets, functions), then the content seed',
    commands: [
      { program: 'supabase', args: ['db', 'push', '--db-url', { setting: 'SUPABASE_DB_URL' }] },
      { program: 'node', args: ['--import', 'tsx', 'deploy/seedContent.ts'] },
    ],
    notes: [
      ...migrationNotes,
      'the content seed makes today’s content the first version of each content document the project lacks; staff’s later versions stay (decision 036)',
      'retention runs daily from pg_cron: enable the extension before the push, or run `select private.schedule_retention();` after (README)',
      'the page events roll up every five minutes from pg_cron: the same, `select private.schedule_page_event_rollup();` (README)',
    ],
    blockers: deployNeeds(['SUPABASE_DB_URL']),
  });

  const signUpsOff = /\[auth\][^[]*enable_signup\s*=\s*false/.test(readFileSync(join(root, 'supabase/config.toml'), 'utf8'));
  steps.push({
    title: 'Auth: sign-ups off (admins are created by hand), the project settings of supabase/config.toml',
    commands: [{ program: 'supabase', args: ['config', 'push', '--project-ref', project] }],
    notes: [signUpsOff ? 'config.toml: enable_signup = false' : 'config.toml allows sign-ups'],
    blockers: [
      ...(signUpsOff ? [] : ['supabase/config.toml must say enable_signup = false']),
      ...deployNeeds(['SUPABASE_PROJECT_REF', 'SUPABASE_ACCESS_TOKEN']),
    ],
  });

  const functionSecrets = settings.filter((setting) => setting.kind === 'function secret');
  const present = functionSecrets.filter((setting) => env[setting.name]?.trim());
  const absentRequired = functionSecrets.filter((setting) => setting.required && !env[setting.name]?.trim());
  const absentOptional = functionSecrets.filter((setting) => !setting.required && !env[setting.name]?.trim());
  steps.push({
    title: 'Function secrets, set from this environment (values never printed)',
    commands: [
      {
        program: 'supabase',
        args: [
          'secrets',
          'set',
          '--project-ref',
          project,
          `SITE_ORIGIN=${siteOrigin}`,
          ...present.map((setting) => ({ setting: setting.name, prefix: `${setting.name}=` })),
        ],
      },
    ],
    notes: [
      `${derivedFunctionSecrets.join(', ')} = ${siteOrigin || '(not set)'} (${environment === 'production' ? 'brand.siteUrl' : 'STAGING_SITE_ORIGIN'})`,
      `set: ${present.map((setting) => setting.name).join(', ') || 'none'}`,
      ...(absentRequired.length ? [`missing: ${absentRequired.map((setting) => setting.name).join(', ')}`] : []),
      ...(absentOptional.length
        ? [`not set, so their defaults or a logged dry run: ${absentOptional.map((setting) => setting.name).join(', ')}`]
        : []),
    ],
    blockers: [
      ...absentRequired.map((setting) => `${setting.name} is not set (${setting.what})`),
      ...(/^https:\/\/[^/]+$/.test(siteOrigin)
        ? []
        : [`the site's origin (${siteOrigin || 'STAGING_SITE_ORIGIN, not set'}) is not an https origin`]),
    ],
  });

  const functions = await functionsToDeploy();
  steps.push({
    title: `Edge Functions to the project ($SUPABASE_PROJECT_REF): ${functions.map((fn) => fn.name).join(', ')}`,
    commands: functions.map((fn) => ({
      program: 'supabase',
      args: ['functions', 'deploy', fn.name, ...(fn.verifyJwt ? [] : ['--no-verify-jwt']), '--project-ref', project],
    })),
    notes: functions.map(
      (fn) =>
        `${fn.name}: ${fn.verifyJwt ? 'signed-in callers only (verify_jwt = true)' : 'posted to without a token: a plain HTML form, a page’s beacon, a browser’s report (verify_jwt = false)'}`,
    ),
    blockers: deployNeeds(['SUPABASE_PROJECT_REF', 'SUPABASE_ACCESS_TOKEN']),
  });

  const scheduled = functions.filter((fn) => fn.schedule);
  steps.push({
    title: `Schedules: pg_cron calls ${scheduled.map((fn) => fn.name).join(', ')} as their definitions say`,
    commands: [],
    notes: [
      ...scheduled.map((fn) => `${fn.name}: ${fn.schedule} (UTC), with the service role key from Vault`),
      'each through `select private.schedule_function(name, schedule)`: without pg_cron, pg_net or the Vault secrets it schedules nothing (README)',
    ],
    blockers: deployNeeds(['SUPABASE_DB_URL']),
    action: (runEnv) => scheduleFunctions(runEnv, scheduled),
  });

  const pdfs = samplePdfs();
  steps.push({
    title: `Sample PDFs to the public "pdfs" bucket: ${pdfs.join(', ')}`,
    commands: pdfs.map((pdf) => ({
      program: 'supabase',
      args: ['storage', 'cp', `supabase/storage/pdfs/${pdf}`, `ss:///pdfs/${pdf}`, '--project-ref', project, '--experimental'],
    })),
    notes: pdfs.map((pdf) => `supabase/storage/pdfs/${pdf} -> pdfs/${pdf}`),
    blockers: deployNeeds(['SUPABASE_PROJECT_REF', 'SUPABASE_ACCESS_TOKEN']),
  });

  const admins = adminList(env);
  const adminState = database && admins.length ? await database.adminsWithoutRole(admins) : null;
  steps.push({
    title: 'Admins: the accounts in DEPLOY_ADMINS get the admin role (accounts are invited by hand in Authentication → Users)',
    commands: [],
    notes: [
      admins.length === 0
        ? 'DEPLOY_ADMINS is empty: nobody gets the role (grant it later with this step, or in the SQL editor)'
        : adminState === null
          ? `${admins.length} address(es); the database was not reached, so which already have the role is not known`
          : `${admins.length} address(es): ${adminState.missing.length} to get the role, ${adminState.withoutAccount.length} without an account yet (invite them first)`,
    ],
    blockers: admins.length ? deployNeeds(['SUPABASE_DB_URL']) : [],
    action: admins.length ? (runEnv) => grantAdmins(runEnv) : undefined,
  });

  steps.push({
    title: `Build: the prerendered site against https://$SUPABASE_PROJECT_REF.supabase.co, with its host files and policies`,
    commands: [siteBuild('production')],
    notes: [
      `canonical origin ${brand.siteUrl} (brand.siteUrl)`,
      'the build reads the published articles from the project and prerenders them',
    ],
    blockers: deployNeeds(['SUPABASE_PROJECT_REF', 'VITE_SUPABASE_ANON_KEY']),
  });

  steps.push(hostCheck);

  steps.push({
    title: `Publish: site/build/client to Cloudflare Pages ($CLOUDFLARE_PAGES_PROJECT, branch ${pagesBranch})`,
    commands: [pagesDeploy('site/build/client', 'CLOUDFLARE_PAGES_PROJECT', pagesBranch)],
    notes: ['_headers and _redirects travel with the files; the host applies them'],
    blockers: deployNeeds(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PAGES_PROJECT']),
  });

  steps.push(storybookStep(pagesBranch, deployNeeds));

  return steps;
}

/** Schedules each function its definition schedules (the migration's helper); says which were and which could not be. */
async function scheduleFunctions(env: Env, scheduled: readonly { name: string; schedule?: string }[]): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: env.SUPABASE_DB_URL, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const outcomes: string[] = [];
    for (const fn of scheduled) {
      const { rows } = await client.query<{ scheduled: boolean }>('select private.schedule_function($1, $2) as scheduled', [
        fn.name,
        fn.schedule,
      ]);
      outcomes.push(`${fn.name} ${rows[0]?.scheduled ? 'scheduled' : 'not scheduled (pg_cron, pg_net or the Vault secrets missing)'}`);
    }
    return outcomes.join('; ');
  } finally {
    await client.end();
  }
}

/** Grants the admin role to DEPLOY_ADMINS' accounts; reports, by count, those that have no account yet. */
async function grantAdmins(env: Env): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: env.SUPABASE_DB_URL, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const emails = adminList(env);
    const granted = await client.query(
      `insert into public.user_roles (user_id, role)
       select u.id, 'admin' from auth.users u where lower(u.email) = any($1::text[])
       on conflict do nothing returning user_id`,
      [emails],
    );
    const found = await client.query<{ n: number }>('select count(*)::int as n from auth.users where lower(email) = any($1::text[])', [
      emails,
    ]);
    return `${granted.rowCount ?? 0} account(s) got the admin role; ${emails.length - found.rows[0]!.n} address(es) have no account yet`;
  } finally {
    await client.end();
  }
}
