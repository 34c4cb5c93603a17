/**
 * The reminders' calls to the database (public.claim_event_reminders and public.release_event_reminder), through
 * PostgREST with the service role key, as the morning digest's.
 */
import { serviceRpc, type ServiceRpcConfig } from '../_shared/serviceRpc.ts';
import type { RegisteredEvent } from '../_shared/intakeStore.ts';
import type { RegistrationMail } from '../_shared/registrationEmail.ts';

export type ReminderStore = {
  /** Marks the confirmed registrations of the events starting in [dayStart, dayEnd) reminded at `at`, and returns them. */
  claim(dayStart: Date, dayEnd: Date, at: Date): Promise<RegistrationMail[]>;
  /** A reminder the mailer could not send: the next call claims it again. */
  release(registrationId: string): Promise<void>;
};

export class RemindersUnavailable extends Error {}

type ClaimedRow = { registration_id: string; people: number; email: string; first_name: string; event: RegisteredEvent };

export function postgrestReminderStore(config: ServiceRpcConfig): ReminderStore {
  const call = serviceRpc(config, RemindersUnavailable);
  return {
    async claim(dayStart, dayEnd, at) {
      const rows = (await call('claim_event_reminders', {
        day_start: dayStart.toISOString(),
        day_end: dayEnd.toISOString(),
        at: at.toISOString(),
      })) as ClaimedRow[] | null;
      return (rows ?? []).map((row) => ({
        registrationId: row.registration_id,
        state: 'confirmed',
        people: row.people,
        firstName: row.first_name,
        email: row.email,
        event: row.event,
      }));
    },
    async release(registrationId) {
      await call('release_event_reminder', { registration: registrationId });
    },
  };
}
