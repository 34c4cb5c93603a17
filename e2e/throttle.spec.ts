import { readdirSync } from 'node:fs';
import { leadSubmission } from '../packages/data/src/intake';
import { expect, test } from './fixtures';
import { startOwnBackend, type OwnBackend } from './ownBackend';
import { loopbackAddress, postFrom } from './postFrom';

/**
 * The throttle as deployed (the default INTAKE_* settings, docs/decisions/031-a-class-on-one-network.md),
 * on a local backend of its own: the run's main backend has limits far above what its browsers send from 127.0.0.1.
 */
const firstNames = ['Αλέξανδρος', 'Μαρία', 'Γιώργος', 'Ελένη', 'Νίκος', 'Κατερίνα', 'Δημήτρης', 'Σοφία', 'Κώστας', 'Ιωάννα'];

/** A different person each time: name, e-mail and mobile of their own. */
const person = (tag: string, index: number) => ({
  firstName: firstNames[index % firstNames.length]!,
  lastName: 'Παπαδοπούλου',
  email: `${tag}-${index}@example.gr`,
  phone: `69${String(index).padStart(2, '0')}${tag.replace(/\D/g, '').padEnd(6, '0').slice(0, 6)}`,
});

/** Sends each body from the address, a few at a time, as a class's phones would; answers each status. */
async function sendAll(backend: OwnBackend, address: string, bodies: URLSearchParams[]) {
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

const storedLeads = (backend: OwnBackend, tag: string) => backend.leadsStartingWith(`${tag}-`);

const throttledMessage = 'Λάβαμε πολλές υποβολές από τη σύνδεσή σας. Παρακαλώ δοκιμάστε ξανά σε λίγα λεπτά.';

test.describe('the throttle as deployed', () => {
  test.describe.configure({ mode: 'serial' });
  let backend: OwnBackend;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    backend = await startOwnBackend();
    // The defaults, as printed: nothing in the environment changed them.
    expect(backend.startedWith()).toContain(
      '40 submissions per client address every 600 s and 150 a day, 5 per e-mail or phone and 20 a day',
    );
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
