import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signIn } from '@cg/data';
import { publishContent, readContentDocuments, saveContentDraft } from '@cg/data/content';
import { startLocalSupabase } from '@cg/local-supabase';
import { testClient } from '@cg/local-supabase/testBackend';
import { findPlaceholders, launchReport, readPublishedPlaceholders, withPublishedContent } from './launch-check.ts';

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

  it('reads the content documents as published: the count falls as staff supply a field, and agrees with the seed before', async () => {
    const admin = { email: 'admin@example.gr', password: 'local-admin-password' };
    const backend = await startLocalSupabase({ port: 0, admin, mail: { log: () => undefined } });
    try {
      const env = { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey };
      const source = findPlaceholders();
      const seeded = withPublishedContent(source, (await readPublishedPlaceholders(env))!);
      expect(seeded).toHaveLength(source.length);
      expect(launchReport(seeded).text).toContain('content «company» /phone  Το τηλέφωνο της εταιρείας ({phone})');

      const staff = testClient(backend);
      await signIn(staff, admin.email, admin.password);
      const documents = await readContentDocuments(staff);
      const company = documents.ok ? documents.data.find((row) => row.key === 'company')! : undefined;
      const phone = { display: '211 111 1111', href: 'tel:+302111111111', international: '+30 211 111 1111' };
      await saveContentDraft(staff, { key: 'company', kind: 'company' }, company!.revision, { ...(company!.draft as object), phone });
      await publishContent(staff, { key: 'company', kind: 'company' }, company!.revision + 1);

      const supplied = withPublishedContent(source, (await readPublishedPlaceholders(env))!);
      expect(supplied).toHaveLength(source.length - 1);
      expect(launchReport(supplied).text).not.toContain('/phone ');
      expect(await readPublishedPlaceholders({ VITE_SUPABASE_URL: 'http://127.0.0.1:9' })).toBeNull();
    } finally {
      await backend.stop();
    }
  }, 60_000);
});
