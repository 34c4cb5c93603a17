import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findPlaceholders, launchReport } from './launch-check.ts';

const script = fileURLToPath(new URL('./launch-check.ts', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./launch-check-fixtures/${name}`, import.meta.url));

describe('launch-check', () => {
  it('fails while placeholders remain, naming each file, line and what to supply', () => {
    const found = findPlaceholders(fixture('with-placeholders'));
    expect(found).toEqual([
      { file: 'scripts/launch-check-fixtures/with-placeholders/brand.ts', line: 5, supply: 'Το τηλέφωνο της εταιρείας' },
      { file: 'scripts/launch-check-fixtures/with-placeholders/brand.ts', line: 6, supply: 'Τα δημοσιεύματα για την εταιρεία' },
      { file: 'scripts/launch-check-fixtures/with-placeholders/team.ts', line: 4, supply: expect.stringContaining('not a plain string') },
    ]);
    const report = launchReport(found);
    expect(report.code).toBe(1);
    expect(report.text).toContain('brand.ts:5  Το τηλέφωνο της εταιρείας');
  });

  it('passes once every placeholder is replaced', () => {
    const found = findPlaceholders(fixture('supplied'));
    expect(found).toEqual([]);
    expect(launchReport(found).code).toBe(0);
  });

  it('gates only a production build: SITE_ENV=production refuses placeholders, every other build goes on', () => {
    const run = (name: string, env: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, '--if-production', '--content', fixture(name)], {
        env: { ...process.env, SITE_ENV: env },
        encoding: 'utf8',
      });
    const refused = run('with-placeholders', 'production');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refuses placeholders');
    expect(run('with-placeholders', 'development').status).toBe(0);
    // A pull request's preview shows unfinished work, its placeholders marked as such (decision 032).
    expect(run('with-placeholders', 'preview').status).toBe(0);
    expect(run('supplied', 'production').status).toBe(0);
    // Four node processes with tsx: seconds each on a busy two-core machine.
  }, 90_000);
});
