/**
 * The cancel link's calls to the database (public.cancel_registration and public.registration_mail), through PostgREST
 * with the service role key, as the intake's.
 */
import { serviceRpc, type ServiceRpcConfig } from '../_shared/serviceRpc.ts';
import type { RegistrationMail } from '../_shared/registrationEmail.ts';
import type { RegisteredEvent } from '../_shared/intakeStore.ts';

export type Cancellation = { status: 'cancelled'; promoted: string[] } | { status: 'already' | 'past' | 'unknown' };

export type CancelStore = {
  /** Cancels one registration once; its seat goes to the waiting list, whose promoted registrations are answered. */
  cancel(registrationId: string): Promise<Cancellation>;
  /** Registrations with their person and event, for their e-mails. */
  mails(registrationIds: readonly string[]): Promise<RegistrationMail[]>;
};

export class CancelUnavailable extends Error {}

type MailRow = {
  registration_id: string;
  state: RegistrationMail['state'];
  people: number;
  email: string;
  first_name: string;
  event: RegisteredEvent;
};

export function postgrestCancelStore(config: ServiceRpcConfig): CancelStore {
  const call = serviceRpc(config, CancelUnavailable);
  return {
    async cancel(registrationId) {
      const answer = (await call('cancel_registration', { registration: registrationId })) as { status: string; promoted?: string[] };
      if (answer.status === 'cancelled') return { status: 'cancelled', promoted: answer.promoted ?? [] };
      if (answer.status === 'already' || answer.status === 'past' || answer.status === 'unknown') return { status: answer.status };
      throw new CancelUnavailable(`cancel_registration answered status ${String(answer.status).slice(0, 40)}`);
    },
    async mails(registrationIds) {
      if (registrationIds.length === 0) return [];
      const rows = ((await call('registration_mail', { registration_ids: registrationIds })) as MailRow[] | null) ?? [];
      return rows.map((row) => ({
        registrationId: row.registration_id,
        state: row.state,
        people: row.people,
        firstName: row.first_name,
        email: row.email,
        event: row.event,
      }));
    },
  };
}
