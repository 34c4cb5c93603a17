import { describe, expect, it, vi } from 'vitest';
import { createSampleDownloadHandler } from './handler';

const valid = { product: 'career', name: 'Νίκος', lastname: 'Κ', email: 'nikos@example.gr' };

function setup(answer: () => Response = () => new Response(null, { status: 201 })) {
  const calls: { url: string; init: RequestInit }[] = [];
  const log = vi.fn();
  const handle = createSampleDownloadHandler({
    supabaseUrl: 'http://backend.test',
    anonKey: 'anon-key',
    siteOrigin: 'https://www.example.gr',
    log,
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init! });
      return answer();
    },
  });
  return { handle, calls, log };
}

const post = (body: Record<string, string> | string) =>
  new Request('http://backend.test/functions/v1/sample-download', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'Test/1.0' },
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });

describe('sample-download', () => {
  it('records the download with the anon key and answers 303 to the sample PDF in the pdfs bucket', async () => {
    const { handle, calls } = setup();
    const response = await handle(post({ ...valid, name: ' Νίκος ' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://backend.test/storage/v1/object/public/pdfs/career-sample.pdf');
    expect(calls[0]!.url).toBe('http://backend.test/rest/v1/pdf_downloads');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ name: 'Νίκος', lastname: 'Κ', email: 'nikos@example.gr', pdf_type: 'career', ip_address: '', user_agent: 'Test/1.0' });
  });

  it('still sends the visitor to the PDF when the record fails, and logs it', async () => {
    const { handle, log } = setup(() => new Response('{}', { status: 503 }));
    expect((await handle(post(valid))).status).toBe(303);
    expect(log).toHaveBeenCalled();
  });

  it('answers missing fields, a bad e-mail, an unknown sample and malformed bodies with a 4xx and records nothing', async () => {
    const { handle, calls } = setup();
    const missing = await handle(post({ ...valid, lastname: '' }));
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('Επώνυμο: Το πεδίο είναι υποχρεωτικό');
    expect((await handle(post({ ...valid, email: 'nope' }))).status).toBe(422);
    expect((await handle(post({ ...valid, product: '../../secrets' }))).status).toBe(400);
    expect((await handle(post('product=career&product=meta'))).status).toBe(400);
    expect((await handle(post('x'.repeat(20_000)))).status).toBe(413);
    expect(calls).toHaveLength(0);
  });
});
