/**
 * The digest's calls to the database (public.claim_morning_digest and public.finish_morning_digest),
 * through PostgREST with the service role key, as the intake writes.
 */
import { serviceRpc, type ServiceRpcConfig } from '../_shared/serviceRpc.ts';
import type { DigestContent, DigestLead } from './digestMessage.ts';

export type DigestClaim = { status: 'empty' } | { status: 'done' } | ({ status: 'claimed' } & DigestContent);

export type DigestStore = {
  claim(day: string, dayStart: Date, dayEnd: Date, at: Date): Promise<DigestClaim>;
  finish(day: string, sent: boolean): Promise<void>;
};

export class DigestUnavailable extends Error {}

export function postgrestDigestStore(config: ServiceRpcConfig): DigestStore {
  const call = serviceRpc(config, DigestUnavailable);
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
