import { execFile } from 'node:child_process';
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

  it('gates only a production build: SITE_ENV=production refuses placeholders, every other build goes on', async () => {
    // Each run is a Node process with tsx; the four start side by side.
    const run = (name: string, env: string) =>
      new Promise<{ status: number; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', script, '--if-production', '--content', fixture(name)],
          { env: { ...process.env, SITE_ENV: env }, encoding: 'utf8' },
          (error, _stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stderr }),
        );
      });
    const [refused, development, preview, supplied] = await Promise.all([
      run('with-placeholders', 'production'),
      run('with-placeholders', 'development'),
      // A pull request's preview shows unfinished work, its placeholders marked as such (decision 032).
      run('with-placeholders', 'preview'),
      run('supplied', 'production'),
    ]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refuses placeholders');
    expect(development.status).toBe(0);
    expect(preview.status).toBe(0);
    expect(supplied.status).toBe(0);
  }, 90_000);
});
