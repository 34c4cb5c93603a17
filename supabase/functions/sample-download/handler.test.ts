import { describe, expect, it, vi } from 'vitest';
import type { SampleRequest } from '../_shared/confirmationEmail';
import { IntakeUnavailable, type DownloadRecord, type IntakeStore, type RecordedDownload, type Throttled } from '../_shared/intakeStore';
import { createSampleDownloadHandler } from './handler';

const valid = { product: 'career', name: 'Νίκος', lastname: 'Κ', email: 'nikos@example.gr' };
const pdf = 'http://backend.test/storage/v1/object/public/pdfs/career-sample.pdf';

const stored = async (): Promise<RecordedDownload> => ({ status: 'stored', id: 'download-1', confirm: true });

function setup(outcome: () => Promise<RecordedDownload | Throttled> = stored) {
  const recorded: { record: DownloadRecord; client: string }[] = [];
  const confirmed: SampleRequest[] = [];
  const log = vi.fn();
  const store: IntakeStore = {
    storeLead: async () => Promise.reject(new Error('not a lead')),
    registerForEvent: async () => Promise.reject(new Error('not a registration')),
    recordDownload: async (record, client) => {
      recorded.push({ record, client });
      return outcome();
    },
  };
  const handle = createSampleDownloadHandler({
    store,
    supabaseUrl: 'http://backend.test/',
    siteOrigin: 'https://www.example.gr',
    confirm: async (request) => {
      confirmed.push(request);
      return 'sent';
    },
    background: (task) => void task,
    log,
  });
  return { handle, recorded, confirmed, log };
}

const post = (body: Record<string, string> | string, headers: Record<string, string> = {}) =>
  new Request('http://backend.test/functions/v1/sample-download', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'User-Agent': 'Test/1.0',
      'CF-Connecting-IP': '198.51.100.4',
      ...headers,
    },
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });

describe('sample-download', () => {
  it('records the download through the intake and answers 303 to the sample PDF, or its address as JSON', async () => {
    const { handle, recorded } = setup();
    const response = await handle(post(valid));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(pdf);
    expect(recorded).toEqual([
      {
        record: { name: 'Νίκος', lastname: 'Κ', email: 'nikos@example.gr', pdf_type: 'career', user_agent: 'Test/1.0' },
        client: '198.51.100.4',
      },
    ]);
    const json = await handle(post(valid, { Accept: 'application/json' }));
    expect(await json.json()).toEqual({ status: 'ready', url: pdf });
  });

  it('confirms a newly recorded request once, to the address given, with the sample’s link; a double post gets nothing', async () => {
    const { handle, confirmed } = setup();
    await handle(post(valid));
    expect(confirmed).toEqual([
      { id: 'download-1', name: 'Νίκος', email: 'nikos@example.gr', product: 'career', pdfUrl: pdf, receivedAt: expect.any(Date) },
    ]);
    const again = setup(async () => ({ status: 'duplicate', id: 'download-1', confirm: false }));
    expect((await again.handle(post(valid))).headers.get('location')).toBe(pdf);
    expect(again.confirmed).toEqual([]);
  });

  it('never blocks the download on the record: a database failure or a client over its limit is only logged', async () => {
    for (const outcome of [
      async () => Promise.reject(new IntakeUnavailable('PostgREST unreachable: fetch failed')),
      async () => ({ status: 'throttled', retryAfterSeconds: 60 }) as Throttled,
    ]) {
      const { handle, log, confirmed } = setup(outcome);
      const response = await handle(post(valid));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(pdf);
      expect(log).toHaveBeenCalledTimes(1);
      expect(confirmed).toEqual([]);
      expect(JSON.stringify(log.mock.calls)).not.toContain('nikos@example.gr');
    }
  });

  it('records nothing for a filled honeypot, and still gives the public sample', async () => {
    const { handle, recorded } = setup();
    const response = await handle(post({ ...valid, website: 'https://spam.example' }));
    expect(response.headers.get('location')).toBe(pdf);
    expect(recorded).toHaveLength(0);
  });

  it('requires all three fields and a valid e-mail, in Greek, as the page does', async () => {
    const { handle, recorded } = setup();
    const response = await handle(post({ ...valid, name: ' ', email: 'x' }));
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('Όνομα: Το πεδίο είναι υποχρεωτικό');
    expect(page).toContain('Email: Παρακαλώ εισάγετε έγκυρο email');
    expect(page).toContain('href="https://www.example.gr/tests#sample-download"');
    expect(recorded).toHaveLength(0);
  });

  it('refuses an unknown sample and malformed bodies with a 4xx, and never redirects to an address from the request', async () => {
    const { handle, recorded } = setup();
    expect((await handle(post({ ...valid, product: '../../secret' }))).status).toBe(400);
    expect((await handle(post('%%%', { 'Content-Type': 'text/plain' }))).status).toBe(415);
    expect((await handle(post({ ...valid, next: 'https://attacker.example' }))).headers.get('location')).toBe(pdf);
    expect((await handle(new Request('http://backend.test/', { method: 'PUT' }))).status).toBe(405);
    expect(recorded).toHaveLength(1);
  });
});
