/**
 * The digest's calls to the database (public.claim_morning_digest and public.finish_morning_digest),
 * through PostgREST with the service role key, as the intake writes.
 */
import type { DigestContent, DigestLead } from './digestMessage.ts';

export type DigestClaim = { status: 'empty' } | { status: 'done' } | ({ status: 'claimed' } & DigestContent);

export type DigestStore = {
  claim(day: string, dayStart: Date, dayEnd: Date, at: Date): Promise<DigestClaim>;
  finish(day: string, sent: boolean): Promise<void>;
};

export class DigestUnavailable extends Error {}

export function postgrestDigestStore({
  supabaseUrl,
  serviceRoleKey,
  fetch: send = (...args) => fetch(...args),
}: {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}): DigestStore {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc`;
  async function call(name: string, args: Record<string, unknown>): Promise<unknown> {
    let response: Response;
    try {
      response = await send(`${base}/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
        body: JSON.stringify(args),
      });
    } catch (error) {
      throw new DigestUnavailable(`PostgREST unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new DigestUnavailable(`PostgREST answered ${response.status}`);
    return text ? JSON.parse(text) : null;
  }
  return {
    async claim(day, dayStart, dayEnd, at) {
      const answer = (await call('claim_morning_digest', {
        day,
        day_start: dayStart.toISOString(),
        day_end: dayEnd.toISOString(),
        at: at.toISOString(),
      })) as {
        status: 'empty' | 'done' | 'claimed';
        leads?: DigestLead[];
        overdue?: DigestLead[];
        overdue_count?: number;
      };
      if (answer.status !== 'claimed') return { status: answer.status };
      return { status: 'claimed', leads: answer.leads ?? [], overdue: answer.overdue ?? [], overdueCount: answer.overdue_count ?? 0 };
    },
    async finish(day, sent) {
      await call('finish_morning_digest', { day, sent });
    },
  };
}
