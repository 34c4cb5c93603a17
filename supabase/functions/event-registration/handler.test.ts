import { describe, expect, it, vi } from 'vitest';
import { signCancelToken } from '../_shared/cancelToken';
import { createEventRegistrationHandler } from './handler';
import type { Cancellation, CancelStore } from './store';

const site = 'https://www.example.gr';
const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const registration = '3f0c1d9e-5a51-4c86-9f1e-7d2b6c4a9e01';

function setup(answer: Cancellation | Error = { status: 'cancelled', promoted: ['promoted-1'] }) {
  const cancelled: string[] = [];
  let noticeCalls = 0;
  const background: Promise<unknown>[] = [];
  const log = vi.fn();
  const store: CancelStore = {
    cancel: async (id) => {
      cancelled.push(id);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  const handle = createEventRegistrationHandler({
    store,
    sendNotices: async () => {
      noticeCalls += 1;
    },
    linkSecret: secret,
    siteOrigin: site,
    background: (task) => void background.push(task),
    log,
  });
  return { handle, cancelled, noticesSent: () => noticeCalls, settled: () => Promise.all(background), log };
}

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://backend.test/functions/v1/event-registration', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('event-registration', () => {
  it('cancels the registration its signed token names, says so in Greek, and sends the notice of the one the seat went to', async () => {
    const { handle, cancelled, noticesSent, settled } = setup();
    const token = await signCancelToken(registration, secret);
    const response = await handle(post(new URLSearchParams({ token }).toString()));
    await settled();
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Η συμμετοχή σας ακυρώθηκε');
    expect(cancelled).toEqual([registration]);
    expect(noticesSent()).toBe(1);
  });

  it('answers a used link, a begun event and an erased registration in Greek, and a page asking for JSON in JSON', async () => {
    const token = await signCancelToken(registration, secret);
    for (const [status, code, title] of [
      ['already', 409, 'Η συμμετοχή έχει ήδη ακυρωθεί'],
      ['past', 409, 'Η ημερίδα έχει ήδη αρχίσει'],
      ['unknown', 404, 'Η δήλωση δεν βρέθηκε'],
    ] as const) {
      const response = await setup({ status }).handle(post(`token=${token}`, { Accept: 'application/json' }));
      expect(response.status).toBe(code);
      expect(await response.json()).toMatchObject({ status, title });
    }
  });

  it('refuses a forged, altered or missing token before asking the database, and never answers 500', async () => {
    const token = await signCancelToken(registration, secret);
    const forged = await signCancelToken(registration, 'another-secret-of-at-least-thirty-two-characters');
    for (const body of [`token=${forged}`, `token=${token.slice(0, -1)}A`, 'token=', '', 'token=%00', `token=${'x'.repeat(5000)}`]) {
      const { handle, cancelled } = setup();
      const response = await handle(post(body));
      expect(response.status, body.slice(0, 40)).toBe(400);
      expect(cancelled).toEqual([]);
    }
    const { handle } = setup();
    expect((await handle(post(`token=${token}`, { 'Content-Type': 'application/json' }))).status).toBe(415);
    expect((await handle(new Request('http://backend.test/', { method: 'GET' }))).status).toBe(405);
  });

  it('answers a failing database with the Greek 503, logged without the registration', async () => {
    const { handle, log } = setup(new Error('PostgREST answered 500'));
    const response = await handle(post(`token=${await signCancelToken(registration, secret)}`));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Η ακύρωση δεν ολοκληρώθηκε');
    expect(JSON.stringify(log.mock.calls)).not.toContain(registration);
  });
});
