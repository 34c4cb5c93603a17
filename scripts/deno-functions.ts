// The Edge Functions as Supabase runs them: under Deno, from their own index.ts and deno.json. Each
// function is type-checked (`deno check`), then served by Deno against a local backend (with the
// service role key the platform would give it) and sent real requests: what is deployed is what was
// tested. Part of `npm test`; Deno comes from npm (the `deno` package ships its binary).
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '../packages/local-supabase/src/server.ts';
import { freePort } from './freePort.ts';
import { everyIntakeLimitAt } from '../supabase/functions/_shared/settings.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const functionsDir = join(root, 'supabase/functions');
const deno = join(root, 'node_modules/.bin/deno');
const siteOrigin = 'http://127.0.0.1:4173';
// The host's build command proves its reports with this (SITE_BUILD_REPORT_SECRET when deployed).
const buildReportSecret = 'deno-check-build-report-secret-32-characters';
const functions = readdirSync(functionsDir).filter((name) => existsSync(join(functionsDir, name, 'index.ts')));

let failures = 0;
async function step(name: string, work: () => unknown) {
  const started = Date.now();
  try {
    await work();
    console.log(`ok   ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// 1. Type-checked as Deno sees them: its own TypeScript, the function's deno.json, no sloppy imports.
for (const name of functions) {
  await step(`deno check ${name}`, () => {
    const run = spawnSync(
      deno,
      ['check', '--quiet', '--config', join(functionsDir, name, 'deno.json'), join(functionsDir, name, 'index.ts')],
      { encoding: 'utf8' },
    );
    assert.equal(run.status, 0, run.stderr || run.stdout);
  });
}

// 2. Served by Deno against a local backend, and sent real requests.
const admin = { email: 'deno-admin@example.gr', password: 'deno-check-password' };
const backend = await startLocalSupabase({
  port: 0,
  admin,
  intake: everyIntakeLimitAt(100),
  log: () => undefined,
  conversionLog: () => undefined,
  mail: { log: () => undefined },
});
const servers: ChildProcess[] = [];
async function serve(name: string) {
  const port = await freePort();
  const output = { text: '' };
  const child = spawn(
    deno,
    [
      'run',
      '--quiet',
      '--no-prompt',
      '--allow-net',
      '--allow-env',
      '--config',
      join(functionsDir, name, 'deno.json'),
      join(functionsDir, name, 'index.ts'),
    ],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        SUPABASE_URL: backend.url,
        SUPABASE_ANON_KEY: backend.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        SITE_BUILD_HOOK_DEBOUNCE_SECONDS: '1',
        SITE_BUILD_REPORT_SECRET: buildReportSecret,
        LEAD_NOTIFY_TO: 'leads@example.gr',
        SITE_ORIGIN: siteOrigin,
        INTAKE_LIMIT: '100',
        INTAKE_WINDOW_SECONDS: '600',
        INTAKE_DAILY_LIMIT: '100',
        INTAKE_PERSON_LIMIT: '100',
        INTAKE_PERSON_DAILY_LIMIT: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: `.bin/deno` is a shim that starts the real binary as a child, which a signal
      // to the shim alone leaves running (seen: three servers outlived the test run).
      detached: true,
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  servers.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`deno exited with ${child.exitCode}: ${output.text}`);
    try {
      await fetch(url, { method: 'OPTIONS' });
      return { url, output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${name} did not answer within 30 s: ${output.text}`);
}

/** The rows a query selects, as the assertions read them. */
const rows = async <Row = Record<string, string | boolean | null>>(sql: string, params: unknown[]) =>
  (await backend.db.query(sql, params)).rows as Row[];
/** The admin's access token, signed in with a password as the back office signs in. */
async function adminToken(): Promise<string> {
  const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await signIn.json()) as { access_token: string }).access_token;
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
// The platform's edge sets the client's address; Deno alone has none to give.
const asPlatform = { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '203.0.113.50' };

try {
  if (functions.includes('lead-intake')) {
    const intake = await serve('lead-intake');
    await step('lead-intake under Deno: a plain form post is stored once and answered 303 to the thank-you page', async () => {
      const email = `deno-${crypto.randomUUID().slice(0, 8)}@example.gr`;
      // As a page posts it before hydration: with the visitor's earlier consent and the visit's campaign.
      const consent = { ad_consent: 'granted', ad_consent_at: new Date(Date.now() - 60_000).toISOString(), notice_version: '1.0' };
      const campaign = { attribution: '1', landing_page: '/students', utm_source: 'facebook', fbclid: 'ABC' };
      const body = form({
        form: 'students',
        firstName: 'Μαρία',
        lastName: 'Παπαδοπούλου',
        email,
        phone: '+30 691 234 5678',
        website: '',
        ...consent,
        ...campaign,
      });
      for (let time = 0; time < 2; time += 1) {
        const answer = await fetch(intake.url, { method: 'POST', redirect: 'manual', headers: asPlatform, body });
        assert.equal(answer.status, 303);
        assert.equal(answer.headers.get('location'), `${siteOrigin}/students/thank-you`);
      }
      type Stored = { lead_source: string; submission_id: string; ad_consent: boolean; utm_source: string; fbclid: string };
      const stored = await rows<Stored>(
        'select lead_source, submission_id, ad_consent, utm_source, fbclid from public.leads where email = $1',
        [email],
      );
      assert.equal(stored.length, 1);
      const [lead] = stored as [Stored];
      assert.equal(lead.lead_source, 'students_cta_form');
      assert.deepEqual([lead.ad_consent, lead.utm_source, lead.fbclid], [true, 'facebook', 'ABC']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // One conversion (with the click id as fbc), one new-lead e-mail and one confirmation to the visitor (dry runs: no
      // Meta or mail API key), none quoting the visitor.
      const lines = intake.output.text.split('\n').filter((line) => line.includes(lead.submission_id));
      assert.equal(lines.length, 3, intake.output.text);
      assert.match(lines.find((line) => line.includes('conversion')) ?? '', /conversion dry run.* with fbc$/);
      assert.match(lines.find((line) => line.includes('new-lead e-mail')) ?? '', /mail dry run.*1 recipient/);
      assert.match(lines.find((line) => line.includes('confirmation e-mail')) ?? '', /mail dry run.*1 recipient/);
      for (const line of lines) assert.ok(!line.includes(email) && !line.includes('Μαρία') && !line.includes('ABC'));
    });
    await step(
      'lead-intake under Deno: a hydrated page gets JSON, a resend stores nothing, a bad phone gets the Greek message',
      async () => {
        const email = `deno-json-${crypto.randomUUID().slice(0, 8)}@example.gr`;
        const submissionId = crypto.randomUUID();
        const post = (fields: Record<string, string>) =>
          fetch(intake.url, {
            method: 'POST',
            headers: { ...asPlatform, Accept: 'application/json', Origin: siteOrigin },
            body: form(fields),
          });
        const fields = {
          form: 'foreis',
          responsibleName: 'Κώστας Παπαδόπουλος',
          email,
          phone: '210 123 4567',
          companyName: 'Λύκειο Αθηνών',
          submission_id: submissionId,
        };
        const first = await post(fields);
        assert.equal(first.status, 200);
        assert.deepEqual(await first.json(), { status: 'stored' });
        assert.equal(first.headers.get('access-control-allow-origin'), siteOrigin);
        assert.equal((await post(fields)).status, 200);
        assert.deepEqual(await rows('select company_name, submission_id from public.leads where email = $1', [email]), [
          { company_name: 'Λύκειο Αθηνών', submission_id: submissionId },
        ]);
        const invalid = await post({ ...fields, phone: 'abcdefghij', submission_id: crypto.randomUUID() });
        assert.equal(invalid.status, 422);
        assert.deepEqual(await invalid.json(), {
          status: 'invalid',
          issues: [{ field: 'phone', message: 'Παρακαλώ εισάγετε έγκυρο τηλέφωνο' }],
        });
      },
    );
  }
  if (functions.includes('sample-download')) {
    const samples = await serve('sample-download');
    await step('sample-download under Deno: a plain form post is recorded and answered 303 to the PDF', async () => {
      const email = `deno-sample-${crypto.randomUUID().slice(0, 8)}@example.gr`;
      const answer = await fetch(samples.url, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...asPlatform, 'User-Agent': 'Deno check' },
        body: form({ product: 'meta', name: 'Νίκος', lastname: 'Κ', email }),
      });
      assert.equal(answer.status, 303);
      const pdf = await fetch(answer.headers.get('location') ?? '');
      assert.equal(pdf.headers.get('content-type'), 'application/pdf');
      assert.deepEqual(await rows('select pdf_type, user_agent from public.pdf_downloads where email = $1', [email]), [
        { pdf_type: 'meta', user_agent: 'Deno check' },
      ]);
    });
  }
  if (functions.includes('page-events')) {
    const events = await serve('page-events');
    await step('page-events under Deno: a page view is stored without the address, a report of another site is refused', async () => {
      const campaign = `deno-${crypto.randomUUID().slice(0, 8)}`;
      const view = await fetch(events.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          'CF-Connecting-IP': '203.0.113.51',
          Origin: siteOrigin,
          'User-Agent': 'Mozilla/5.0 Chrome/140',
        },
        body: JSON.stringify({
          kind: 'view',
          route: '/students',
          first: true,
          device: 'phone',
          utm_source: 'Facebook',
          utm_campaign: campaign,
        }),
      });
      assert.equal(view.status, 204);
      assert.deepEqual(await rows('select route, first, source, device from private.page_views where campaign = $1', [campaign]), [
        { route: '/students', first: true, source: 'facebook', device: 'phone' },
      ]);
      const elsewhere = await fetch(events.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/csp-report' },
        body: JSON.stringify({
          'csp-report': { 'document-uri': 'https://attacker.example/', 'blocked-uri': 'inline', 'effective-directive': 'script-src-elem' },
        }),
      });
      assert.equal(elsewhere.status, 400);
    });
  }
  if (functions.includes('site-rebuild')) {
    const rebuild = await serve('site-rebuild');
    await step(
      'site-rebuild under Deno: an admin’s request is answered 202 and built once after the quiet time (a dry run); the anon key gets 401',
      async () => {
        const token = await adminToken();
        const ask = (bearer: string) =>
          fetch(rebuild.url, { method: 'POST', headers: { Authorization: `Bearer ${bearer}`, Origin: siteOrigin } });
        const answers = await Promise.all([ask(token), ask(token)]);
        assert.deepEqual(
          answers.map((answer) => answer.status),
          [202, 202],
        );
        assert.equal(answers[0].headers.get('access-control-allow-origin'), siteOrigin);
        const refused = await ask(backend.anonKey);
        assert.equal(refused.status, 401);
        assert.equal(((await refused.json()) as { message: string }).message, 'Η σύνδεσή σας έληξε. Συνδεθείτε ξανά.');
        await new Promise((resolve) => setTimeout(resolve, 2500));
        assert.equal(
          rebuild.output.text.split('\n').filter((line) => line.includes('site rebuild dry run')).length,
          1,
          rebuild.output.text,
        );
      },
    );
  }
  if (functions.includes('content-preview')) {
    const preview = await serve('content-preview');
    await step(
      'content-preview under Deno: an admin’s link, signed with jose, shows the draft to the anon key; a link changed by one character does not',
      async () => {
        const token = await adminToken();
        const post = (bearer: string, body: unknown) =>
          fetch(preview.url, {
            method: 'POST',
            headers: { Authorization: `Bearer ${bearer}`, Origin: siteOrigin, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
        const shared = await post(token, { share: 'company' });
        assert.equal(shared.status, 201);
        const link = (await shared.json()) as { token: string };
        const opened = await post(backend.anonKey, { token: link.token });
        assert.equal(opened.status, 200);
        assert.equal(((await opened.json()) as { key: string }).key, 'company');
        const signatureAt = link.token.lastIndexOf('.') + 1;
        const changed = `${link.token.slice(0, signatureAt)}${link.token[signatureAt] === 'A' ? 'B' : 'A'}${link.token.slice(signatureAt + 1)}`;
        assert.equal((await post(backend.anonKey, { token: changed })).status, 400);
        assert.notEqual((await post(backend.anonKey, { share: 'company' })).status, 201);
      },
    );
  }
  if (functions.includes('site-build-report')) {
    const reports = await serve('site-build-report');
    await step(
      'site-build-report under Deno: a build numbered when it starts, its failure recorded once; without the secret, 401',
      async () => {
        const report = (body: unknown, secret = buildReportSecret) =>
          fetch(reports.url, {
            method: 'POST',
            headers: { Authorization: `Bearer ${backend.anonKey}`, 'x-site-build-secret': secret, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
        const started = await report({ outcome: 'started' });
        assert.equal(started.status, 201);
        const { build } = (await started.json()) as { build: number };
        assert.equal((await report({ outcome: 'failed', build, failure: 'launch-check' })).status, 200);
        assert.equal((await report({ outcome: 'succeeded', build })).status, 409);
        assert.equal((await report({ outcome: 'started' }, 'a-guess')).status, 401);
        assert.deepEqual(await rows('select outcome, failure from private.site_builds where id = $1', [build]), [
          { outcome: 'failed', failure: 'launch-check' },
        ]);
      },
    );
  }
} finally {
  for (const child of servers) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  await backend.stop();
}

console.log(
  failures
    ? `functions under Deno: ${failures} failed`
    : `functions under Deno: ${functions.length} checked and served, all requests answered as expected`,
);
process.exit(failures ? 1 : 0);
