import { describe, expect, it } from 'vitest';
import { leadSubmission, requestSample, sendSubmission, submitLead } from './intake';

const student = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };
const endpoint = 'http://backend.test/functions/v1/lead-intake';

/** A scripted intake: answers in order, records every request it was sent. */
function intake(...answers: Array<Response | Error>) {
  const sent: { url: string; method: string; accept: string | null; type: string | null; body: URLSearchParams }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({
      url: request.url,
      method: request.method,
      accept: request.headers.get('accept'),
      type: request.headers.get('content-type'),
      body: new URLSearchParams(await request.text()),
    });
    const answer = answers.shift() ?? Response.json({ status: 'stored' });
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const noWait = async () => {};

describe('leadSubmission', () => {
  it('is the plain form’s body: the form key, its own fields in order and the submission id, nothing else', () => {
    const body = leadSubmission('students', { ...student, extra: 'x' } as typeof student, 'id-1');
    expect([...body.keys()]).toEqual(['form', 'firstName', 'lastName', 'email', 'phone', 'submission_id']);
    expect(
      leadSubmission('foreis', { responsibleName: 'Κ. Π.', email: 'k@example.gr', phone: '2101234567', companyName: 'Λύκειο' }).get(
        'companyName',
      ),
    ).toBe('Λύκειο');
  });

  it('carries where the visit came from, with the mark that the page saw it', () => {
    const body = leadSubmission('students', student, 'id-1', null, { landing_page: '/students', utm_source: 'facebook', fbclid: 'ABC' });
    expect([...body.entries()].slice(6)).toEqual([
      ['attribution', '1'],
      ['landing_page', '/students'],
      ['utm_source', 'facebook'],
      ['fbclid', 'ABC'],
    ]);
  });
});

describe('submitLead', () => {
  it('posts the form body to lead-intake asking for JSON (a request without a CORS preflight) and succeeds on “stored”', async () => {
    const { fetch, sent } = intake();
    expect(await submitLead(endpoint, 'students', student, { submissionId: 'a', sleep: noWait, fetch })).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: endpoint,
      method: 'POST',
      accept: 'application/json',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    expect(sent[0]!.body.get('submission_id')).toBe('a');
  });

  it('retries network errors and 5xx with backoff, keeping the same submission id', async () => {
    const delays: number[] = [];
    const { fetch, sent } = intake(new TypeError('Failed to fetch'), Response.json({ status: 'failed' }, { status: 503 }));
    const result = await submitLead(endpoint, 'students', student, {
      submissionId: 'same-id',
      baseDelayMs: 100,
      sleep: async (ms) => void delays.push(ms),
      fetch,
    });
    expect(result).toEqual({ ok: true });
    expect(sent.map((request) => request.body.get('submission_id'))).toEqual(['same-id', 'same-id', 'same-id']);
    expect(delays).toEqual([100, 200]);
  });

  it('gives up after three tries and says why, without the visitor’s input', async () => {
    const down = () => Response.json({ status: 'failed' }, { status: 503 });
    const { fetch, sent } = intake(down(), down(), down(), Response.json({ status: 'stored' }));
    const result = await submitLead(endpoint, 'students', student, { submissionId: 'c', sleep: noWait, fetch });
    expect(result).toEqual({ ok: false, reason: 'failed', detail: 'lead-intake answered 503', later: true });
    expect(sent).toHaveLength(3);
  });

  it('tells what may pass later (no connection, a server error, a page that is not the intake’s answer) from a refusal', async () => {
    const offline = intake(new TypeError('Failed to fetch'));
    expect(await sendSubmission(endpoint, new URLSearchParams({ form: 'students' }), { attempts: 1, fetch: offline.fetch })).toMatchObject({
      later: true,
    });
    const portal = intake(new Response('<html>Σύνδεση στο Wi-Fi</html>', { status: 200 }));
    expect(await sendSubmission(endpoint, new URLSearchParams(), { attempts: 1, fetch: portal.fetch })).toMatchObject({ later: true });
    const refused = intake(Response.json({ status: 'refused', message: 'Η φόρμα δεν αναγνωρίζεται.' }, { status: 400 }));
    expect(await sendSubmission(endpoint, new URLSearchParams(), { attempts: 1, fetch: refused.fetch })).toMatchObject({ later: false });
  });

  it('hands back the intake’s Greek field messages, and its throttling message, without retrying', async () => {
    const issues = [{ field: 'phone', message: 'Παρακαλώ εισάγετε έγκυρο τηλέφωνο' }];
    const invalid = intake(Response.json({ status: 'invalid', issues }, { status: 422 }));
    expect(await submitLead(endpoint, 'seminaria', student, { submissionId: 'd', sleep: noWait, fetch: invalid.fetch })).toEqual({
      ok: false,
      reason: 'invalid',
      issues,
    });
    const throttled = intake(Response.json({ status: 'throttled', message: 'Λάβαμε πολλές υποβολές' }, { status: 429 }));
    expect(await submitLead(endpoint, 'students', student, { submissionId: 'e', sleep: noWait, fetch: throttled.fetch })).toEqual({
      ok: false,
      reason: 'throttled',
      message: 'Λάβαμε πολλές υποβολές',
    });
    expect(invalid.sent.length + throttled.sent.length).toBe(2);
  });

  it('does not retry a request the intake refused (4xx), and never takes a 2xx without “stored” for success', async () => {
    const refused = intake(Response.json({ status: 'refused', message: 'Η φόρμα δεν αναγνωρίζεται.' }, { status: 400 }));
    expect(await submitLead(endpoint, 'students', student, { submissionId: 'f', sleep: noWait, fetch: refused.fetch })).toMatchObject({
      ok: false,
      reason: 'failed',
      later: false,
    });
    expect(refused.sent).toHaveLength(1);
    const odd = intake(
      new Response('<html>', { status: 200 }),
      new Response('<html>', { status: 200 }),
      new Response('<html>', { status: 200 }),
    );
    expect(await submitLead(endpoint, 'students', student, { submissionId: 'g', sleep: noWait, fetch: odd.fetch })).toMatchObject({
      ok: false,
      reason: 'failed',
    });
  });
});

describe('requestSample', () => {
  const sampleEndpoint = 'http://backend.test/functions/v1/sample-download';
  const pdf = 'http://backend.test/storage/v1/object/public/pdfs/career-sample.pdf';
  const values = { name: 'Νίκος', lastname: 'Κ', email: 'nikos@example.gr' };

  it('posts the form to sample-download, then checks the PDF it names is there', async () => {
    const { fetch, sent } = intake(Response.json({ status: 'ready', url: pdf }), new Response(null, { status: 200 }));
    expect(await requestSample(sampleEndpoint, 'career', values, { fetch })).toEqual({ ok: true, url: pdf });
    expect(sent.map((request) => request.method)).toEqual(['POST', 'HEAD']);
    expect(Object.fromEntries(sent[0]!.body)).toEqual({ ...values, product: 'career' });
  });

  it('counts a missing PDF, an answer without an address and an unreachable function as failures', async () => {
    expect(
      await requestSample(sampleEndpoint, 'career', values, {
        fetch: intake(Response.json({ status: 'ready', url: pdf }), new Response(null, { status: 404 })).fetch,
      }),
    ).toEqual({ ok: false, reason: 'missing-url' });
    expect(await requestSample(sampleEndpoint, 'career', values, { fetch: intake(Response.json({ status: 'ready' })).fetch })).toEqual({
      ok: false,
      reason: 'missing-url',
    });
    expect(await requestSample(sampleEndpoint, 'career', values, { fetch: intake(new TypeError('offline')).fetch })).toEqual({
      ok: false,
      reason: 'unreachable',
    });
    expect(
      await requestSample(sampleEndpoint, 'career', values, {
        fetch: intake(
          Response.json({ status: 'invalid', issues: [{ field: 'email', message: 'Παρακαλώ εισάγετε έγκυρο email' }] }, { status: 422 }),
        ).fetch,
      }),
    ).toEqual({ ok: false, reason: 'invalid', message: 'Παρακαλώ εισάγετε έγκυρο email' });
  });
});
