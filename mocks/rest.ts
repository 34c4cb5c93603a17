import { http, HttpResponse } from 'msw';
import { restUrl } from './supabaseUrl';

type Row = Record<string, unknown>;

/** Rows received by the mocked REST service, per table, so a story or test can assert what was sent. */
export const receivedRows: Record<string, Row[]> = {};

const postgrestError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

/**
 * PostgREST insert as supabase-js calls it without `.select()`: 201 with an empty body.
 * Like the real RLS policy, anon may insert leads but never read them back.
 */
export const insertLead = http.post(restUrl('leads'), async ({ request }) => {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return postgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
  if ((request.headers.get('prefer') ?? '').includes('return=representation')) {
    return postgrestError(401, '42501', 'new row violates row-level security policy for table "leads"');
  }
  const rows = Array.isArray(body) ? body : [body];
  (receivedRows.leads ??= []).push(...(rows as Row[]));
  return new HttpResponse(null, { status: 201 });
});

/** Override for error stories: the backend is down. */
export const insertLeadServerError = http.post(restUrl('leads'), () =>
  postgrestError(503, 'PGRST000', 'Could not connect to the database'),
);

export const restHandlers = [insertLead];
