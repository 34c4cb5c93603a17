import { describe, expect, it } from 'vitest';
import { IntakeRefused, IntakeUnavailable, postgrestIntakeStore } from './intakeStore';

const row = {
  first_name: 'Μαρία',
  last_name: 'Παπαδοπούλου',
  email: 'maria@example.gr',
  phone: '6912345678',
  lead_source: 'students_cta_form' as const,
};

function store(answer: () => Response | Promise<Response>) {
  const sent: { url: string; headers: Headers; body: unknown }[] = [];
  const intake = postgrestIntakeStore({
    supabaseUrl: 'http://backend.test/',
    serviceRoleKey: 'service-key',
    limits: {
      limit: 40,
      windowSeconds: 600,
      dailyLimit: 150,
      personLimit: 5,
      personDailyLimit: 20,
      seatsPerAddress: 20,
      confirmationsPerMailbox: 3,
      confirmationsPerAddress: 30,
    },
    fetch: async (input, init) => {
      const request = new Request(input, init);
      sent.push({ url: request.url, headers: request.headers, body: await request.json() });
      return answer();
    },
  });
  return { intake, sent };
}

describe('the intake store (PostgREST, service role)', () => {
  it('calls public.intake_lead with the service role key, the client and the limits, and reads its answer', async () => {
    const { intake, sent } = store(() => Response.json({ status: 'stored', id: 'lead-1', submission_id: 'sub-1', confirm: true }));
    expect(await intake.storeLead(row, '203.0.113.9')).toEqual({ status: 'stored', id: 'lead-1', submissionId: 'sub-1', confirm: true });
    expect(sent[0]!.url).toBe('http://backend.test/rest/v1/rpc/intake_lead');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer service-key');
    expect(sent[0]!.body).toEqual({
      lead: row,
      client: '203.0.113.9',
      max_per_window: 40,
      window_seconds: 600,
      per_address_day: 150,
      per_person: 5,
      per_person_day: 20,
      confirm_per_mailbox: 3,
      confirm_per_address: 30,
      dedupe_seconds: 300,
    });
  });

  it('counts an IPv6 visitor by the /64 network', async () => {
    const { intake, sent } = store(() => Response.json({ status: 'stored', id: 'lead-1', submission_id: 'sub-1' }));
    await intake.storeLead(row, '2001:db8:0:12::abcd');
    expect((sent[0]!.body as { client: string }).client).toBe('2001:db8:0:12::/64');
  });

  it('reads a throttle with its wait, and records downloads under the same limits', async () => {
    const throttled = store(() => Response.json({ status: 'throttled', retry_after: 42 }));
    expect(await throttled.intake.storeLead(row, 'x')).toEqual({ status: 'throttled', retryAfterSeconds: 42 });
    const downloads = store(() => Response.json({ status: 'stored', id: 'download-1' }));
    expect(
      await downloads.intake.recordDownload({ name: 'Ν', lastname: 'Κ', email: 'n@example.gr', pdf_type: 'career', user_agent: '' }, 'x'),
    ).toEqual({ status: 'stored', id: 'download-1', confirm: false });
    expect(downloads.sent[0]!.url).toBe('http://backend.test/rest/v1/rpc/record_download');
  });

  it('tells a refusal (the row breaks a rule) from an outage, and never quotes the failing row', async () => {
    const refused = store(() =>
      Response.json(
        { code: '23514', message: 'new row violates check constraint', details: 'Failing row contains (maria@example.gr, 6912345678)' },
        { status: 400 },
      ),
    );
    const error = await refused.intake.storeLead(row, 'x').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(IntakeRefused);
    expect((error as Error).message).toBe('PostgREST answered 400 (23514)');
    for (const answer of [
      () => new Response('oops', { status: 503 }),
      () => Response.json({ code: '42501' }, { status: 401 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      await expect(store(answer).intake.storeLead(row, 'x')).rejects.toBeInstanceOf(IntakeUnavailable);
    }
  });
});
