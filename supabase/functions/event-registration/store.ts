/**
 * The cancel link's call to the database (public.cancel_registration), through PostgREST
 * with the service role key, as the intake's.
 */
import { serviceRpc, type ServiceRpcConfig } from '../_shared/serviceRpc.ts';

export type Cancellation = { status: 'cancelled'; promoted: string[] } | { status: 'already' | 'past' | 'unknown' };

export type CancelStore = {
  /** Cancels one registration once; its seat goes to the waiting list, whose promoted registrations are answered. */
  cancel(registrationId: string): Promise<Cancellation>;
};

export class CancelUnavailable extends Error {}

export function postgrestCancelStore(config: ServiceRpcConfig): CancelStore {
  const call = serviceRpc(config, CancelUnavailable);
  return {
    async cancel(registrationId) {
      const answer = (await call('cancel_registration', { registration: registrationId })) as { status: string; promoted?: string[] };
      if (answer.status === 'cancelled') return { status: 'cancelled', promoted: answer.promoted ?? [] };
      if (answer.status === 'already' || answer.status === 'past' || answer.status === 'unknown') return { status: answer.status };
      throw new CancelUnavailable(`cancel_registration answered status ${String(answer.status).slice(0, 40)}`);
    },
  };
}
