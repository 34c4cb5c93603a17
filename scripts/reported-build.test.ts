import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureFrom, reporterFor } from './reported-build';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const note = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'note-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'failure.json'), text);
  return join(dir, 'failure.json');
};

describe('the host build command’s report', () => {
  it('reads why the build stopped from its note, and calls anything else an error of the build itself', () => {
    expect(failureFrom(note('{"failure":"content-invalid","document":"company"}'))).toEqual({
      failure: 'content-invalid',
      document: 'company',
    });
    expect(failureFrom(note('{"failure":"launch-check"}'))).toEqual({ failure: 'launch-check' });
    expect(failureFrom(note('{"failure":"made-up"}'))).toEqual({ failure: 'build-error' });
    expect(failureFrom(note('not json'))).toEqual({ failure: 'build-error' });
    expect(failureFrom('/nonexistent/failure.json')).toEqual({ failure: 'build-error' });
  });

  it('sends each report to the function with the anon key and the secret in its own header, and never fails the build for it', async () => {
    expect(reporterFor({})).toBeNull();
    const send = vi.fn(async () => Response.json({ build: 7 }, { status: 201 }));
    const report = reporterFor(
      { SITE_BUILD_REPORT_SECRET: 'report-secret', VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon' },
      send,
    )!;
    expect(await report({ outcome: 'started' })).toEqual({ build: 7 });
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://ref.supabase.co/functions/v1/site-build-report');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer anon', 'x-site-build-secret': 'report-secret' });
    expect(JSON.parse(String(init.body))).toEqual({ outcome: 'started' });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = reporterFor({ SITE_BUILD_REPORT_SECRET: 'report-secret' }, async () =>
      Response.json({ message: 'Η αναφορά της ανανέωσης δεν έγινε δεκτή.' }, { status: 401 }),
    )!;
    expect(await refused({ outcome: 'succeeded', build: 7 })).toBeNull();
    const offline = reporterFor({ SITE_BUILD_REPORT_SECRET: 'report-secret' }, async () => Promise.reject(new TypeError('offline')))!;
    expect(await offline({ outcome: 'started' })).toBeNull();
    expect(warn.mock.calls.join('\n')).not.toContain('report-secret');
    warn.mockRestore();
  });
});
