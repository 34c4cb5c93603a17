import { describe, expect, it, vi } from 'vitest';
import { createLeadConversion, leadEvent, normalisePhone, sha256Hex, type LeadForConversion } from './leadConversion';

const lead: LeadForConversion = {
  eventId: '11111111-2222-4333-8444-555555555555',
  email: '  Maria@Example.GR ',
  firstName: 'Μαρία',
  lastName: 'Παπαδοπούλου',
  phone: '691 234 5678',
  sourceUrl: 'https://www.example.gr/students',
  contentName: 'Students Form Completed',
  userAgent: 'TestBrowser/1.0',
  clientIp: '203.0.113.7',
  consented: true,
};

const graphOk = () => vi.fn(async () => new Response(JSON.stringify({ events_received: 1 }), { status: 200 }));

describe('the Lead conversion, sent by the intake', () => {
  it('sends one Conversions API event: hashed, normalised user data, event_id = the submission id', async () => {
    const graph = graphOk();
    const lines: string[] = [];
    const send = createLeadConversion({
      pixelId: '123',
      accessToken: 'secret',
      fetch: graph,
      now: () => 1_763_800_000_999,
      log: (line) => lines.push(line),
    });
    expect(await send(lead)).toBe('sent');
    expect(graph).toHaveBeenCalledTimes(1);
    const [url, init] = graph.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://graph.facebook.com/v21.0/123/events?access_token=secret');
    const [event] = JSON.parse(String(init.body)).data;
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_time: 1_763_800_000,
      action_source: 'website',
      event_source_url: 'https://www.example.gr/students',
      event_id: lead.eventId,
      custom_data: { content_name: 'Students Form Completed', content_category: 'Lead Generation' },
    });
    expect(event.user_data.em).toEqual([await sha256Hex('maria@example.gr')]);
    expect(event.user_data.ph).toEqual([await sha256Hex('306912345678')]);
    expect(event.user_data.fn).toEqual([await sha256Hex('μαρία')]);
    expect(event.user_data.ln).toEqual([await sha256Hex('παπαδοπούλου')]);
    expect(event.user_data.client_user_agent).toBe('TestBrowser/1.0');
    expect(event.user_data.client_ip_address).toBe('203.0.113.7');
    expect(JSON.stringify(event)).not.toContain('aria@');
    expect(lines).toEqual([`conversion sent: Lead event ${lead.eventId} (Students Form Completed)`]);
  });

  it('adds the click id the visit landed with as Meta’s fbc, and says so in its line without the id', async () => {
    const graph = graphOk();
    const lines: string[] = [];
    const send = createLeadConversion({
      pixelId: '123',
      accessToken: 'secret',
      fetch: graph,
      now: () => 1_763_800_000_999,
      log: (line) => lines.push(line),
    });
    expect(await send({ ...lead, fbclid: 'IwAR0abc' })).toBe('sent');
    const [, init] = graph.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).data[0].user_data.fbc).toBe('fb.1.1763800000999.IwAR0abc');
    expect(lines).toEqual([`conversion sent: Lead event ${lead.eventId} (Students Form Completed) with fbc`]);
    expect((await leadEvent(lead, 0)).user_data.fbc).toBeUndefined();
  });

  it('sends nothing without the visitor’s consent, even with credentials: one line, the event id, no personal data', async () => {
    const graph = graphOk();
    const lines: string[] = [];
    expect(
      await createLeadConversion({ pixelId: '123', accessToken: 'secret', fetch: graph, log: (line) => lines.push(line) })({
        ...lead,
        consented: false,
      }),
    ).toBe('skipped');
    expect(graph).not.toHaveBeenCalled();
    expect(lines).toEqual([`conversion skipped: no consent: Lead event ${lead.eventId} (Students Form Completed)`]);
  });

  it('is a dry run without the pixel id and token: one log line with the event id and no personal data, nothing sent', async () => {
    const graph = graphOk();
    const lines: string[] = [];
    expect(await createLeadConversion({ fetch: graph, log: (line) => lines.push(line) })(lead)).toBe('dry-run');
    expect(graph).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('conversion');
    expect(lines[0]).toContain(lead.eventId);
    for (const personal of ['aria', 'Μαρία', 'Παπαδοπούλου', '691', '203.0.113.7', 'TestBrowser']) expect(lines[0]).not.toContain(personal);
  });

  it('logs a Graph API failure or an unreachable Graph API without quoting either, and never throws', async () => {
    const lines: string[] = [];
    const refused = createLeadConversion({
      pixelId: '1',
      accessToken: 't',
      fetch: vi.fn(async () => new Response('{"error":{"message":"Invalid token t"}}', { status: 400 })),
      log: (line) => lines.push(line),
    });
    expect(await refused(lead)).toBe('failed');
    const offline = createLeadConversion({
      pixelId: '1',
      accessToken: 't',
      fetch: vi.fn(async () => Promise.reject(new TypeError('getaddrinfo ENOTFOUND graph.facebook.com'))),
      log: (line) => lines.push(line),
    });
    expect(await offline(lead)).toBe('failed');
    expect(lines).toEqual([
      `conversion failed: Lead event ${lead.eventId} (Students Form Completed): the Graph API answered 400`,
      `conversion failed: Lead event ${lead.eventId} (Students Form Completed): the Graph API is unreachable (TypeError)`,
    ]);
  });

  it('leaves out what it does not know: the foreis form’s N/A last name, an unknown client address', async () => {
    const event = await leadEvent({ ...lead, lastName: 'N/A', clientIp: 'unknown', phone: undefined }, 0);
    expect(event.user_data.ln).toBeUndefined();
    expect(event.user_data.ph).toBeUndefined();
    expect(event.user_data.client_ip_address).toBeUndefined();
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
