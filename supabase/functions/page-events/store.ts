/**
 * Where page-events writes: public.record_page_events (the page_events migration), through PostgREST with the service
 * role key, one round trip per request; the database keeps the budgets (per address per minute and per day, and the
 * site's per day: private.page_event_limits) and stores under its CHECKs.
 */
import type { PageEventsStore } from './handler.ts';

export type PostgrestPageEventsConfig = { supabaseUrl: string; serviceRoleKey: string; fetch?: typeof fetch };

export function postgrestPageEventsStore({
  supabaseUrl,
  serviceRoleKey,
  fetch: send = (...args) => fetch(...args),
}: PostgrestPageEventsConfig): PageEventsStore {
  const url = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/record_page_events`;
  return async (events, client) => {
    const response = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      body: JSON.stringify({ events, client }),
    });
    const text = await response.text().catch(() => '');
    // The status only: a failing row's detail is not for the log.
    if (!response.ok) throw new Error(`record_page_events answered ${response.status}`);
    const wait = Number(JSON.parse(text));
    if (!Number.isInteger(wait) || wait < 0) throw new Error('record_page_events answered no wait');
    return wait > 0 ? { status: 'throttled', retryAfterSeconds: wait } : { status: 'stored' };
  };
}
