/**
 * The reminders' calls to the database (public.claim_event_reminders and public.release_event_reminder), through
 * PostgREST with the service role key, as the morning digest's.
 */
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

export function postgrestReminderStore({
  supabaseUrl,
  serviceRoleKey,
  fetch: send = (...args) => fetch(...args),
}: {
  supabaseUrl: string;
  serviceRoleKey: string;
  fetch?: typeof fetch;
}): ReminderStore {
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
      throw new RemindersUnavailable(`PostgREST unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new RemindersUnavailable(`PostgREST answered ${response.status}`);
    return text ? JSON.parse(text) : null;
  }
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
