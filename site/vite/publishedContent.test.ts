import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '@cg/data';
import { publishContent, readContentDocuments, saveContentDraft } from '@cg/data/content';
import { startLocalSupabase } from '@cg/local-supabase';
import { testClient } from '@cg/local-supabase/testBackend';
import { publishedContent } from './publishedContent.ts';

const brandModule = fileURLToPath(new URL('../../packages/content/src/brand.ts', import.meta.url));
const admin = { email: 'admin@example.gr', password: 'local-admin-password' };
let backend: Awaited<ReturnType<typeof startLocalSupabase>>;

type Hooks = { configResolved: (config: unknown) => void; buildStart: () => Promise<void>; load: (id: string) => Promise<string | null> };
/** The plugin as Vite drives it in a build: its config, the start, then each module's load. */
async function build(env: Record<string, string>, localBackend?: { url: string; anonKey: string }) {
  const plugin = publishedContent({ localBackend }) as unknown as Hooks;
  plugin.configResolved({ env });
  await plugin.buildStart();
  return plugin;
}

beforeAll(async () => {
  backend = await startLocalSupabase({ port: 0, admin, mail: { log: () => undefined } });
}, 60_000);
afterAll(async () => backend?.stop());

describe('the build reads the published content', () => {
  it('puts the live version of the company facts in place of brand.ts, and leaves every other module alone', async () => {
    const staff = testClient(backend);
    await signIn(staff, admin.email, admin.password);
    const documents = await readContentDocuments(staff);
    const company = documents.ok ? documents.data.find((row) => row.key === 'company')! : undefined;
    const phone = { display: '211 111 1111', href: 'tel:+302111111111', international: '+30 211 111 1111' };
    expect(
      await saveContentDraft(staff, { key: 'company', kind: 'company' }, company!.revision, { ...(company!.draft as object), phone }),
    ).toMatchObject({ ok: true });
    expect(await publishContent(staff, { key: 'company', kind: 'company' }, company!.revision + 1)).toMatchObject({ ok: true });

    const plugin = await build({ VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey });
    const code = await plugin.load(brandModule);
    expect(code).toContain('export const brand = {');
    expect(code).toContain('"display":"211 111 1111"');
    expect(await plugin.load(fileURLToPath(new URL('../../packages/content/src/company.ts', import.meta.url)))).toBeNull();
  });

  it('dates a new privacy notice version from the publish that changed a fact it names (the phone above)', async () => {
    const plugin = await build({ VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey });
    const code = await plugin.load(fileURLToPath(new URL('../../packages/content/src/noticeFacts.ts', import.meta.url)));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(new Date());
    expect(code).toContain('export const noticeVersion = "1.3.1";');
    expect(code).toContain(`export const noticeDate = "${today}";`);
  });

  it('stops a build for a configured backend it cannot read, so the host keeps the last good site', async () => {
    await expect(build({ VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: backend.anonKey })).rejects.toThrow(
      /Build stopped: the published content from http:\/\/127.0.0.1:9: .*The live site keeps its last build\./,
    );
  });

  it("builds a local copy with no backend running from today's content, and says so", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const previous = process.env.SITE_ENV;
    delete process.env.SITE_ENV;
    try {
      // No VITE_SUPABASE_URL: the local backend, at an address where nothing listens.
      const plugin = await build({}, { url: 'http://127.0.0.1:9', anonKey: backend.anonKey });
      expect(await plugin.load(brandModule)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("the site is built with today's content from packages/content"));
    } finally {
      process.env.SITE_ENV = previous;
      warn.mockRestore();
    }
  });
});

describe('why a stopped build stopped, for the back office', () => {
  it('names the document a published version of which the code no longer accepts, and an unreadable backend as such', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-note-'));
    const note = join(dir, 'failure.json');
    process.env.SITE_BUILD_FAILURE_FILE = note;
    // A backend whose company document no longer matches the schema this code has (as after a schema's change).
    const server = createServer((request, response) =>
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(
          JSON.stringify(
            request.url?.endsWith('/privacy_notice_facts')
              ? [{ revision: 0, since: null }]
              : [{ key: 'company', kind: 'company', number: 9, data: {} }],
          ),
        ),
    );
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await expect(build({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: backend.anonKey })).rejects.toThrow(
        /«company» version 9 does not match/,
      );
      expect(JSON.parse(readFileSync(note, 'utf8'))).toEqual({ failure: 'content-invalid', document: 'company' });
      await expect(build({ VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: backend.anonKey })).rejects.toThrow();
      expect(JSON.parse(readFileSync(note, 'utf8'))).toEqual({ failure: 'content-unreadable' });
    } finally {
      delete process.env.SITE_BUILD_FAILURE_FILE;
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds from the seed when told to (the golden test), whatever backend answers, but never for production', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const previous = { content: process.env.SITE_CONTENT, env: process.env.SITE_ENV };
    process.env.SITE_CONTENT = 'seed';
    delete process.env.SITE_ENV;
    try {
      const plugin = await build({ VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey });
      expect(await plugin.load(brandModule)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("SITE_CONTENT=seed, the site is built with today's content"));
      process.env.SITE_ENV = 'production';
      await expect(build({ VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey })).rejects.toThrow(
        /a production build reads the published content, never the seed/,
      );
    } finally {
      for (const [name, value] of [
        ['SITE_CONTENT', previous.content],
        ['SITE_ENV', previous.env],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      warn.mockRestore();
    }
  });
});
