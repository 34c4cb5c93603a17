import { describe, expect, it, vi } from 'vitest';
import { insertLeadWith } from './client';
import { sendLeadConversion } from './conversion';
import { requestSampleDownload } from './sampleDownload';
import { submitLead } from './submitLead';
import { recordingClient } from './testClient';

const created = () => new Response(null, { status: 201 });

describe('submitLead through supabase-js', () => {
  it('posts one row to /rest/v1/leads with the anon key and no return=representation', async () => {
    const { client, requests } = recordingClient(created);
    const result = await submitLead(insertLeadWith(client), 'students', {
      firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678',
    }, { submissionId: '6f1c1a3e-0000-4000-8000-000000000001' });
    expect(result).toEqual({ ok: true });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/rest/v1/leads');
    expect(request!.headers.get('apikey')).toBe('anon-key');
    expect(request!.headers.get('prefer') ?? '').not.toContain('return=representation');
    expect(JSON.parse(request!.body)).toMatchObject({ submission_id: '6f1c1a3e-0000-4000-8000-000000000001', lead_source: 'students_cta_form' });
  });

  it('sees a PostgREST error as a failure to retry or report', async () => {
    const { client, requests } = recordingClient(() =>
      Response.json({ code: '23514', message: 'new row violates check constraint', details: null, hint: null }, { status: 400 }),
    );
    const result = await submitLead(insertLeadWith(client), 'students', {
      firstName: 'Μα', lastName: 'Πα', email: 'm@example.gr', phone: '6912345678',
    }, { submissionId: '6f1c1a3e-0000-4000-8000-000000000002', sleep: async () => {} });
    expect(result).toEqual({ ok: false, error: { code: '23514', message: 'new row violates check constraint' } });
    expect(requests).toHaveLength(1);
  });
});

describe('requestSampleDownload', () => {
  it('records the download, then gives the public URL of {product}-sample.pdf', async () => {
    const { client, requests } = recordingClient(created);
    const heads: string[] = [];
    const check = (async (url: string, init?: RequestInit) => (heads.push(`${init?.method} ${url}`), new Response(null, { status: 200 }))) as typeof fetch;
    const result = await requestSampleDownload(client, 'meta', { name: 'Νίκος', lastname: 'Κ', email: 'n@example.gr' }, 'Test/1.0', console.error, check);
    expect(heads).toEqual(['HEAD http://127.0.0.1:54321/storage/v1/object/public/pdfs/meta-sample.pdf']);
    expect(result).toEqual({ ok: true, url: 'http://127.0.0.1:54321/storage/v1/object/public/pdfs/meta-sample.pdf' });
    expect(requests.map((request) => request.url.pathname)).toEqual(['/rest/v1/pdf_downloads']);
    expect(JSON.parse(requests[0]!.body)).toEqual({ name: 'Νίκος', lastname: 'Κ', email: 'n@example.gr', pdf_type: 'meta', ip_address: '', user_agent: 'Test/1.0' });
  });

  it('does not let a failed record block the download', async () => {
    const { client } = recordingClient(() => new Response('{"message":"down"}', { status: 503 }));
    const log = vi.fn();
    const found = (async () => new Response(null, { status: 200 })) as typeof fetch;
    const result = await requestSampleDownload(client, 'career', { name: 'Ν', lastname: 'Κ', email: 'n@example.gr' }, 'Test/1.0', log, found);
    expect(result.ok).toBe(true);
    expect(log).toHaveBeenCalled();
  });

  it('counts a sample that is not in the bucket, or a check that cannot reach it, as failure', async () => {
    const { client } = recordingClient(created);
    const missing = (async () => new Response(null, { status: 404 })) as typeof fetch;
    expect(await requestSampleDownload(client, 'next', { name: 'Ν', lastname: 'Κ', email: 'n@example.gr' }, 'Test/1.0', vi.fn(), missing)).toEqual({ ok: false, reason: 'missing-url' });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await requestSampleDownload(client, 'next', { name: 'Ν', lastname: 'Κ', email: 'n@example.gr' }, 'Test/1.0', vi.fn(), offline)).toEqual({ ok: false, reason: 'unreachable' });
  });
});

describe('sendLeadConversion', () => {
  it('invokes meta-conversion with the spec payload when e-mail and first name are known', async () => {
    const { client, requests } = recordingClient(() => Response.json({ sent: true }));
    expect(await sendLeadConversion(client, 'foreis', { email: 'g@school.gr', firstName: 'Γιώργος', lastName: 'N/A', phone: '2101234567' }, 'https://www.example.gr')).toBe(true);
    expect(requests[0]!.url.pathname).toBe('/functions/v1/meta-conversion');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer anon-key');
    expect(JSON.parse(requests[0]!.body)).toEqual({
      event_name: 'Lead',
      email: 'g@school.gr',
      first_name: 'Γιώργος',
      last_name: 'N/A',
      phone: '2101234567',
      source_url: 'https://www.example.gr/foreis',
      content_name: 'Foreis CTA Form Completed',
      content_category: 'Lead Generation',
    });
  });

  it('sends the submission id as event_id, so the server event deduplicates with a browser pixel', async () => {
    const { client, requests } = recordingClient(() => Response.json({ sent: true }));
    await sendLeadConversion(client, 'students', { email: 'a@b.gr', firstName: 'Άννα' }, 'https://www.example.gr', { eventId: 'submission-1' });
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ event_id: 'submission-1', source_url: 'https://www.example.gr/students' });
  });

  it('sends nothing without both an e-mail and a first name', async () => {
    const { client, requests } = recordingClient(() => Response.json({}));
    expect(await sendLeadConversion(client, 'students', { email: 'a@b.gr' }, 'https://www.example.gr')).toBe(false);
    expect(await sendLeadConversion(client, 'students', { firstName: 'Α' }, 'https://www.example.gr')).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('counts a dry run (no Meta credentials) as not sent, and no failure', async () => {
    const { client } = recordingClient(() => Response.json({ sent: false, event_id: 'e' }, { status: 202 }));
    const log = vi.fn();
    expect(await sendLeadConversion(client, 'students', { email: 'a@b.gr', firstName: 'Α' }, 'https://www.example.gr', { log })).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure and shows nothing', async () => {
    const { client } = recordingClient(() => Response.json({ error: 'Graph API unreachable' }, { status: 502 }));
    const log = vi.fn();
    expect(await sendLeadConversion(client, 'seminar', { email: 'a@b.gr', firstName: 'Α' }, 'https://www.example.gr', { log })).toBe(false);
    expect(log).toHaveBeenCalledOnce();
  });
});
