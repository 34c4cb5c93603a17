import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromaticConfigFile, storybookBuildDir } from './chromatic';

const root = fileURLToPath(new URL('..', import.meta.url));
const workflow = readFileSync(join(root, '.github/workflows/ci.yml'), 'utf8');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };

/** The Chromatic job's first step, as the runner's shell runs it. */
function tokenStep(token: string | undefined) {
  const script = /- name: Is there a project token\?\n\s+id: token\n\s+run: \|\n((?: {10}.*\n)+)/.exec(workflow)?.[1];
  if (!script) throw new Error('ci.yml has no "Is there a project token?" step');
  const output = join(mkdtempSync(join(tmpdir(), 'chromatic-')), 'output');
  const run = spawnSync('bash', ['-e', '-c', script.replace(/^ {10}/gm, '')], {
    env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ...(token === undefined ? {} : { CHROMATIC_PROJECT_TOKEN: token }) },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, output: readFileSync(output, 'utf8') };
}

const runScript = (args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/chromatic.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });

describe('Chromatic in CI', () => {
  it('passes without a token, saying so in a notice, and uploads nothing', () => {
    const run = tokenStep(undefined);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^::notice title=Chromatic skipped::The repository has no CHROMATIC_PROJECT_TOKEN secret/);
    expect(run.output).toBe('present=false\n');
    expect(tokenStep('').output).toBe('present=false\n');
    // Every later step of the job waits for a token.
    const job = workflow.slice(workflow.indexOf('\n  chromatic:'));
    const later = job.split('\n      - ').slice(2);
    expect(later.length).toBeGreaterThanOrEqual(5);
    for (const step of later) expect(step, step).toContain("if: steps.token.outputs.present == 'true'");
  });

  it('with a token: Storybook built once with its stats, then Chromatic’s action, pinned to the CLI’s version, on the same config', () => {
    expect(tokenStep('chpt_fake').output).toBe('present=true\n');
    expect(workflow).toContain('run: pnpm build-storybook --stats-json');
    expect(workflow).toContain(`uses: chromaui/action@v${packageJson.devDependencies.chromatic}`);
    expect(workflow).toContain(`configFile: ${chromaticConfigFile}`);
    expect(workflow).toContain(`storybookBuildDir: ${storybookBuildDir}`);
    expect(workflow).toContain('fetch-depth: 0');
    const config = JSON.parse(readFileSync(join(root, chromaticConfigFile), 'utf8')) as Record<string, unknown>;
    expect(config).toMatchObject({ onlyChanged: true, exitZeroOnChanges: true, autoAcceptChanges: 'main' });
  });

  it('pnpm chromatic: the notice without a token; with one, --plan prints the commands with the token by name only', () => {
    expect(runScript([], {})).toContain('Chromatic upload skipped: CHROMATIC_PROJECT_TOKEN is not set.');
    const plan = runScript(['--plan'], { CHROMATIC_PROJECT_TOKEN: 'chpt_fake_token' });
    expect(plan.trim().split('\n')).toEqual([
      'CHROMATIC_PROJECT_TOKEN=$CHROMATIC_PROJECT_TOKEN pnpm build-storybook --stats-json',
      `CHROMATIC_PROJECT_TOKEN=$CHROMATIC_PROJECT_TOKEN pnpm exec chromatic --config-file ${chromaticConfigFile} --storybook-build-dir ${storybookBuildDir}`,
    ]);
    expect(plan).not.toContain('chpt_fake_token');
  });
});
