import { describe, expect, it, vi } from 'vitest';
import { createMetaConversionHandler, normalisePhone, sha256Hex } from './handler';

const payload = {
  event_name: 'Lead',
  email: '  Maria@Example.GR ',
  first_name: 'Μαρία',
  last_name: 'Παπαδοπούλου',
  phone: '691 234 5678',
  source_url: 'https://www.example.gr/students',
  content_name: 'Students Form Completed',
  content_category: 'Lead Generation',
};

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/functions/v1/meta-conversion', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'TestBrowser/1.0', 'X-Forwarded-For': '203.0.113.7, 10.0.0.1', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const graphOk = () => vi.fn(async () => new Response(JSON.stringify({ events_received: 1 }), { status: 200 }));

describe('meta-conversion', () => {
  it('hashes normalised user data and sends one Conversions API event', async () => {
    const graph = graphOk();
    const handle = createMetaConversionHandler({ pixelId: '123', accessToken: 'secret', fetch: graph, now: () => 1_763_800_000_999 });
    const response = await handle(post(payload));
    expect(response.status).toBe(200);
    expect(graph).toHaveBeenCalledTimes(1);
    const [url, init] = graph.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://graph.facebook.com/v21.0/123/events?access_token=secret');
    const [event] = JSON.parse(String(init.body)).data;
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_time: 1_763_800_000,
      action_source: 'website',
      event_source_url: 'https://www.example.gr/students',
      custom_data: { content_name: 'Students Form Completed', content_category: 'Lead Generation' },
    });
    expect(event.event_id).toBe((await response.json()).event_id);
    expect(event.user_data.em).toEqual([await sha256Hex('maria@example.gr')]);
    expect(event.user_data.ph).toEqual([await sha256Hex('306912345678')]);
    expect(event.user_data.fn).toEqual([await sha256Hex('μαρία')]);
    expect(event.user_data.ln).toEqual([await sha256Hex('παπαδοπούλου')]);
    expect(event.user_data.client_user_agent).toBe('TestBrowser/1.0');
    expect(event.user_data.client_ip_address).toBe('203.0.113.7');
    expect(JSON.stringify(event)).not.toContain('maria@example.gr');
  });

  it('keeps a given event_id so the browser pixel and the server event deduplicate', async () => {
    const graph = graphOk();
    const handle = createMetaConversionHandler({ pixelId: '1', accessToken: 't', fetch: graph });
    await handle(post({ ...payload, event_id: 'lead-abc' }));
    expect(JSON.parse(String((graph.mock.calls[0] as unknown as [string, RequestInit])[1].body)).data[0].event_id).toBe('lead-abc');
  });

  it('runs as a dry run without the pixel id and token: validates, hashes, logs the event, sends nothing', async () => {
    const graph = graphOk();
    const log = vi.fn();
    const response = await createMetaConversionHandler({ fetch: graph, log })(post({ ...payload, event_id: 'lead-dry' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ sent: false, event_id: 'lead-dry' });
    expect(graph).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(log.mock.calls[0]);
    expect(logged).toContain(await sha256Hex('maria@example.gr'));
    expect(logged).toContain('lead-dry');
    for (const personal of ['aria@', 'Μαρία', '6912345678', '203.0.113.7']) expect(logged).not.toContain(personal);
    // A bad payload is still refused in a dry run.
    expect((await createMetaConversionHandler({ fetch: graph, log })(post({ ...payload, email: 'nope' }))).status).toBe(400);
  });

  it('answers 502 without quoting the failure when the Graph API is unreachable, and logs the detail', async () => {
    const log = vi.fn();
    const failing = vi.fn(async () => {
      throw new Error('getaddrinfo ENOTFOUND graph.facebook.com at internal/dns.js:42');
    });
    const response = await createMetaConversionHandler({ pixelId: '1', accessToken: 't', fetch: failing, log })(post(payload));
    expect(response.status).toBe(502);
    const body = await response.text();
    expect(body).not.toContain('ENOTFOUND');
    expect(body).not.toContain('dns.js');
    expect(log).toHaveBeenCalledWith('meta-conversion: Graph API unreachable', expect.any(Error));
  });

  it('refuses malformed or incomplete payloads before sending anything', async () => {
    const graph = graphOk();
    const handle = createMetaConversionHandler({ pixelId: '1', accessToken: 't', fetch: graph });
    expect((await handle(post('{not json'))).status).toBe(400);
    expect((await handle(post({ ...payload, email: 'nope' }))).status).toBe(400);
    expect((await handle(post({ ...payload, first_name: ' ' }))).status).toBe(400);
    expect((await handle(post({ ...payload, source_url: 'javascript:alert(1)' }))).status).toBe(400);
    expect((await handle(post({ ...payload, event_name: 'Purchase' }))).status).toBe(400);
    expect(graph).not.toHaveBeenCalled();
  });

  it('answers CORS preflight and refuses other methods', async () => {
    const handle = createMetaConversionHandler({});
    expect((await handle(new Request('http://localhost/', { method: 'OPTIONS' }))).status).toBe(204);
    expect((await handle(new Request('http://localhost/', { method: 'GET' }))).status).toBe(405);
  });

  it('reports a Graph API failure as 502', async () => {
    const handle = createMetaConversionHandler({ pixelId: '1', accessToken: 't', fetch: vi.fn(async () => new Response('{}', { status: 400 })) });
    expect((await handle(post(payload))).status).toBe(502);
    const offline = createMetaConversionHandler({ pixelId: '1', accessToken: 't', fetch: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))) });
    expect((await offline(post(payload))).status).toBe(502);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['691 234 5678', '306912345678'],
    ['210-123 4567', '302101234567'],
    ['+30 691 234 5678', '306912345678'],
    ['0030 6912345678', '306912345678'],
    ['+44 20 7946 0958', '442079460958'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
});
