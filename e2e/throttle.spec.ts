import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leadSubmission } from '../packages/data/src/intake';
import { freePort } from '../scripts/freePort';
import { e2eBackend } from './backend';
import { expect, test } from './fixtures';
import { loopbackAddress, postFrom } from './postFrom';

/**
 * The throttle as deployed (the default INTAKE_* settings, docs/decisions/031-a-class-on-one-network.md),
 * on a local backend of its own: the run's main backend has limits far above what its browsers send from 127.0.0.1.
 */
type DeployedBackend = { url: string; mailDir: string; stop: () => Promise<void> };
const admin = { email: 'throttle-admin@example.gr', password: 'throttle-admin-password-not-secret' };

async function startDeployedBackend(): Promise<DeployedBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cg-throttle-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/local-supabase/src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOCAL_SUPABASE_DATA: dataDir,
      LOCAL_SUPABASE_PORT: String(port),
      LOCAL_ADMIN_EMAIL: admin.email,
      LOCAL_ADMIN_PASSWORD: admin.password,
      LOCAL_SITE_ORIGIN: 'http://127.0.0.1:4173',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the backend did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Mail:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the backend stopped (${code}):\n${output}`)));
  });
  // The defaults, as printed: nothing in the environment changed them.
  expect(output).toContain('40 submissions per client address every 600 s and 150 a day, 5 per e-mail or phone and 20 a day');
  return {
    url: `http://127.0.0.1:${port}`,
    mailDir: join(dataDir, 'mail'),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const firstNames = ['Αλέξανδρος', 'Μαρία', 'Γιώργος', 'Ελένη', 'Νίκος', 'Κατερίνα', 'Δημήτρης', 'Σοφία', 'Κώστας', 'Ιωάννα'];

/** A different person each time: name, e-mail and mobile of their own. */
const person = (tag: string, index: number) => ({
  firstName: firstNames[index % firstNames.length]!,
  lastName: 'Παπαδοπούλου',
  email: `${tag}-${index}@example.gr`,
  phone: `69${String(index).padStart(2, '0')}${tag.replace(/\D/g, '').padEnd(6, '0').slice(0, 6)}`,
});

/** Sends each body from the address, a few at a time, as a class's phones would; answers each status. */
async function sendAll(backend: DeployedBackend, address: string, bodies: URLSearchParams[]) {
  const answers: { status: number; body: string; retryAfter?: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]!.toString();
      const answer = await postFrom(address, `${backend.url}/functions/v1/lead-intake`, body, {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      });
      answers.push({ status: answer.status, body: answer.body, retryAfter: answer.headers['retry-after'] as string | undefined });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return answers;
}

async function storedLeads(backend: DeployedBackend, tag: string): Promise<{ email: string }[]> {
  const signIn = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: e2eBackend.anonKey },
    body: JSON.stringify(admin),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const response = await fetch(`${backend.url}/rest/v1/leads?select=email&email=ilike.${tag}-*`, {
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as never;
}

const throttledMessage = 'Λάβαμε πολλές υποβολές από τη σύνδεσή σας. Παρακαλώ δοκιμάστε ξανά σε λίγα λεπτά.';

test.describe('the throttle as deployed', () => {
  test.describe.configure({ mode: 'serial' });
  let backend: DeployedBackend;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    backend = await startDeployedBackend();
  });
  test.afterAll(async () => backend?.stop());

  test('30 pupils on one school network send the students form within a minute: 30 leads, a confirmation each', async () => {
    const tag = `pupil${crypto.randomUUID().slice(0, 6)}`;
    const school = loopbackAddress(4);
    const started = Date.now();
    const answers = await sendAll(
      backend,
      school,
      Array.from({ length: 30 }, (_, index) => leadSubmission('students', person(tag, index), crypto.randomUUID())),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(await storedLeads(backend, tag)).toHaveLength(30);
    await expect
      .poll(() => readdirSync(backend.mailDir).filter((name) => name.includes('-confirmation-')).length)
      .toBeGreaterThanOrEqual(30);
  });

  test('a flood of made-up people from one address is stopped at the class’s allowance, with 429 and the Greek message', async () => {
    const tag = `flood${crypto.randomUUID().slice(0, 6)}`;
    const answers = await sendAll(
      backend,
      loopbackAddress(5),
      Array.from({ length: 70 }, (_, index) => leadSubmission('students', person(tag, index), crypto.randomUUID())),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(40);
    const throttled = answers.filter((answer) => answer.status === 429);
    expect(throttled).toHaveLength(30);
    for (const answer of throttled) {
      expect(JSON.parse(answer.body)).toEqual({ status: 'throttled', message: throttledMessage });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect(await storedLeads(backend, tag)).toHaveLength(40);
  });

  test('one person sending again and again, each time anew and from another address, is stopped after five', async () => {
    const tag = `again${crypto.randomUUID().slice(0, 6)}`;
    const same = person(tag, 0);
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const answer = await postFrom(
        loopbackAddress(6),
        `${backend.url}/functions/v1/lead-intake`,
        leadSubmission('students', same, crypto.randomUUID()).toString(),
        { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await storedLeads(backend, tag)).toHaveLength(5);
  });
});
