import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequestOf } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBackend } from '@cg/data';
import { localJwtSecret } from './access';
import { signJwt, verifyJwt } from './jwt';
import { httpRequest, rawRequest } from './rawHttp';
import { startLocalSupabase } from './server';
import { startTestBackend } from './testBackend';

/** Each finding of the attack on the local backend (issue 8), as a request that failed before the fix. */
const admin = { email: 'hardening-admin@example.gr', password: 'hardening-admin-password' };
const storageDir = mkdtempSync(join(tmpdir(), 'hardening-storage-'));
const logged: string[] = [];
let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend({ admin, storageDir, log: (message, detail) => logged.push(`${message} ${String(detail)}`) });
}, 60_000);
afterAll(async () => {
  await backend?.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

const headersFor = (token = backend.anonKey) => ({ apikey: backend.anonKey, Authorization: `Bearer ${token}` });
const json = { 'Content-Type': 'application/json' };
const adminToken = async () => {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { ...json, apikey: backend.anonKey }, body: JSON.stringify(admin) });
  return ((await response.json()) as { access_token: string }).access_token;
};
const stillServing = async () => (await fetch(`${backend.url}/rest/v1/articles?select=slug&limit=1`, { headers: headersFor() })).status;

describe('1. no request ends the server', () => {
  it('answers request targets that are not URLs with 400 and keeps serving', async () => {
    for (const target of ['//a:99999', '*', 'http://[::1', '//[', '/%', '/rest/v1/%zz']) {
      const answer = await rawRequest(backend.url, httpRequest('GET', target));
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
      expect(answer.status, target).toBeLessThan(500);
    }
    expect((await rawRequest(backend.url, Buffer.from('\u0000\u0001garbage\r\n\r\n'))).status).toBe(400);
    expect(await stillServing()).toBe(200);
  });

  it('keeps the process alive when an error escapes every handler', () => {
    const script = `
      import { keepServing } from ${JSON.stringify(fileURLToPath(new URL('./keepServing.ts', import.meta.url)))};
      const seen = [];
      keepServing((message) => seen.push(message));
      Promise.reject(new Error('stray rejection'));
      setTimeout(() => { throw new Error('stray exception'); }, 10);
      setTimeout(() => { console.log(JSON.stringify(seen)); process.exit(0); }, 200);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(['local-supabase: unhandled rejection (still serving)', 'local-supabase: uncaught exception (still serving)']);
  }, 60_000);
});

describe('2. nobody outside this machine can use the demo secret', () => {
  it('refuses to start with the demo secret off loopback or over a real database', async () => {
    await expect(startLocalSupabase({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/LOCAL_SUPABASE_JWT_SECRET/);
    await expect(startLocalSupabase({ port: 0, databaseUrl: 'postgresql://postgres@db.example.gr/postgres' })).rejects.toThrow(/LOCAL_SUPABASE_JWT_SECRET/);
    await expect(startLocalSupabase({ port: 0, jwtSecret: 'short' })).rejects.toThrow(/32 characters/);
  }, 60_000);

  it('answers only loopback Host names unless more are configured (DNS rebinding)', async () => {
    const get = (url: string, host: string) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequestOf(`${url}/rest/v1/articles?select=slug`, { headers: { Host: host, apikey: backend.anonKey } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    expect(await get(backend.url, 'rebind.attacker.example:54321')).toBe(403);
    expect(await get(backend.url, 'localhost:54321')).toBe(200);
    expect(await get(backend.url, '[::1]:54321')).toBe(200);
    const configured = await startLocalSupabase({ port: 0, allowedHosts: ['dev.example.test'] });
    try {
      expect(await get(configured.url, 'dev.example.test')).toBe(200);
      expect(await get(configured.url, 'other.example.test')).toBe(403);
    } finally {
      await configured.stop();
    }
  }, 60_000);

  it('lets only the site’s own origins read answers (CORS), and the demo anon key works on the default backend', async () => {
    const ask = (origin: string, method = 'GET') =>
      fetch(`${backend.url}/rest/v1/articles?select=slug`, { method, headers: { ...headersFor(), Origin: origin, 'Access-Control-Request-Method': 'GET' } });
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost:6006']) {
      expect((await ask(origin)).headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['https://attacker.example', 'null', 'http://localhost:5173.attacker.example']) {
      expect((await ask(origin)).headers.get('access-control-allow-origin')).toBeNull();
      expect((await ask(origin, 'OPTIONS')).headers.get('access-control-allow-origin')).toBeNull();
    }
    if (!process.env.TEST_DATABASE_URL) {
      expect((await fetch(`${backend.url}/rest/v1/articles?select=slug`, { headers: { apikey: localBackend.anonKey, Authorization: `Bearer ${localBackend.anonKey}` } })).status).toBe(200);
    }
  });
});

describe('3. storage names and files', () => {
  const upload = async (target: string, token: string, bytes = Buffer.from('png-bytes')) =>
    rawRequest(backend.url, httpRequest('POST', `/storage/v1/object/article-images/${target}`, { ...headersFor(token), 'Content-Type': 'image/png' }, bytes));

  it('refuses ., .., empty segments, backslashes and bad encodings, so one file never gets two rows', async () => {
    const token = await adminToken();
    const name = `orig-${Date.now()}.png`;
    expect((await upload(name, token, Buffer.from('original'))).status).toBe(200);
    for (const bad of [`./${name}`, `a/../${name}`, `%2e/${name}`, `a//${name}`, `a%5c${name}`, `%E0%A4%A${name}`, `a%00.png`]) {
      expect((await upload(bad, token, Buffer.from('overwrite'))).status, bad).toBe(400);
    }
    const served = await fetch(`${backend.url}/storage/v1/object/public/article-images/${name}`);
    expect(await served.text()).toBe('original');
    const { rows } = await backend.db.query(`select count(*)::int as n from storage.objects where name like $1`, [`%${name}`]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('writes the row and the file together: a failed write leaves no row, and the retry succeeds', async () => {
    const token = await adminToken();
    const folder = `blocked-${Date.now()}`;
    writeFileSync(join(storageDir, 'article-images', folder), 'a file where the folder should be');
    const failed = await upload(`${folder}/cover.png`, token);
    expect(failed.status).toBe(500);
    expect((await backend.db.query(`select count(*)::int as n from storage.objects where name = $1`, [`${folder}/cover.png`])).rows).toEqual([{ n: 0 }]);
    rmSync(join(storageDir, 'article-images', folder));
    expect((await upload(`${folder}/cover.png`, token)).status).toBe(200);
    expect(readFileSync(join(storageDir, 'article-images', folder, 'cover.png'), 'utf8')).toBe('png-bytes');
  });

  it('serves public files with nosniff', async () => {
    const pdf = await fetch(`${backend.url}/storage/v1/object/public/pdfs/career-sample.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('4. sign-in', () => {
  it('hashes with bcrypt cost 10 and takes as long for an unknown e-mail as for a wrong password', async () => {
    const { rows } = await backend.db.query<{ hash: string }>(`select encrypted_password as hash from auth.users where email = $1`, [admin.email]);
    expect(rows[0]!.hash).toMatch(/^\$2[aby]\$10\$/);
    const unthrottled = await startTestBackend({ admin, signInLimits: { perEmail: 1000, perClient: 1000, windowMs: 60_000 } });
    try {
      const time = async (email: string) => {
        const started = performance.now();
        const response = await fetch(`${unthrottled.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { ...json, apikey: unthrottled.anonKey }, body: JSON.stringify({ email, password: 'wrong' }) });
        expect(response.status).toBe(400);
        return performance.now() - started;
      };
      const median = async (email: string) => {
        const times = [];
        for (let index = 0; index < 7; index += 1) times.push(await time(email));
        return times.sort((a, b) => a - b)[3]!;
      };
      const known = await median(admin.email);
      const unknown = await median('nobody-here@example.gr');
      // Both pay one bcrypt comparison; without the dummy hash the unknown e-mail answered in a fraction.
      expect(unknown).toBeGreaterThan(known * 0.5);
    } finally {
      await unthrottled.stop();
    }
  }, 60_000);

  it('throttles failures per e-mail and per client with 429 and Retry-After, even for the right password', async () => {
    const throttled = await startTestBackend({ admin, signInLimits: { perEmail: 3, perClient: 5, windowMs: 60_000 } });
    try {
      const signIn = (email: string, password: string) =>
        fetch(`${throttled.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { ...json, apikey: throttled.anonKey }, body: JSON.stringify({ email, password }) });
      for (let index = 0; index < 3; index += 1) expect((await signIn(admin.email, 'wrong')).status).toBe(400);
      const refused = await signIn(admin.email, admin.password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Two more e-mails from the same client reach the client's limit of five failures.
      expect((await signIn('a@example.gr', 'x')).status).toBe(400);
      expect((await signIn('b@example.gr', 'x')).status).toBe(400);
      expect((await signIn('c@example.gr', 'x')).status).toBe(429);
    } finally {
      await throttled.stop();
    }
  }, 60_000);
});

describe('5. tokens', () => {
  const future = Math.floor(Date.now() / 1000) + 3600;
  it('refuses a token without a numeric expiry, however well signed', async () => {
    for (const claims of [{ role: 'service_role' }, { role: 'service_role', exp: String(future) }, { role: 'service_role', exp: null }]) {
      const token = signJwt(claims as never, localJwtSecret);
      expect(verifyJwt(token, localJwtSecret)).toBeNull();
    }
    expect(verifyJwt(signJwt({ role: 'anon', exp: future }, localJwtSecret), localJwtSecret)).toMatchObject({ role: 'anon' });
    const noExpiry = signJwt({ role: 'service_role' } as never, localJwtSecret);
    expect((await fetch(`${backend.url}/rest/v1/leads?select=email`, { headers: headersFor(noExpiry) })).status).toBe(401);
  });
});

describe('6. what the database records is set by the database', () => {
  it('sets id, created_at and the download address itself, and the spec’s payload (ip_address empty) succeeds', async () => {
    const email = `forged-${Date.now()}@example.gr`;
    const forgedId = crypto.randomUUID();
    const response = await fetch(`${backend.url}/rest/v1/pdf_downloads`, {
      method: 'POST',
      headers: { ...json, ...headersFor(), 'X-Forwarded-For': '6.6.6.6' },
      body: JSON.stringify({ id: forgedId, created_at: '2000-01-01T00:00:00Z', name: 'Νίκος', lastname: 'Κ', email, pdf_type: 'career', ip_address: '6.6.6.6', user_agent: 'Test/1.0' }),
    });
    expect(response.status).toBe(201);
    const spec = await fetch(`${backend.url}/rest/v1/pdf_downloads`, {
      method: 'POST',
      headers: { ...json, ...headersFor() },
      body: JSON.stringify({ name: 'Νίκος', lastname: 'Κ', email, pdf_type: 'next', ip_address: '', user_agent: 'Test/1.0' }),
    });
    expect(spec.status).toBe(201);
    const { rows } = await backend.db.query<{ id: string; created_at: Date; ip_address: string }>(`select id, created_at, ip_address from public.pdf_downloads where email = $1`, [email]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.id).not.toBe(forgedId);
      expect(Date.now() - new Date(row.created_at).getTime()).toBeLessThan(60_000);
      expect(row.ip_address).toBe('127.0.0.1');
    }
  });
});

describe('9. errors', () => {
  it('answers a server error with a generic message and a request id; the detail goes to the log only', async () => {
    const lines: string[] = [];
    const broken = await startTestBackend({ log: (message, detail) => lines.push(`${message} ${detail instanceof Error ? detail.stack : JSON.stringify(detail)}`) });
    await broken.db.close(); // the database goes away under the running server
    try {
      const response = await fetch(`${broken.url}/rest/v1/articles?select=slug`, { headers: { apikey: broken.anonKey } });
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id')!;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const body = await response.json();
      expect(body).toEqual({ code: 'XX000', message: 'Internal error in the local backend', details: null, hint: `Request id ${requestId}` });
      expect(lines.some((line) => line.includes(requestId))).toBe(true);
    } finally {
      await broken.stop().catch(() => undefined);
    }
  }, 60_000);
});
