/**
 * The notices' calls to the database (public.claim_event_notices and public.release_event_notice), through PostgREST
 * with the service role key, as the reminders'.
 */
import { serviceRpc, type ServiceRpcConfig } from '../_shared/serviceRpc.ts';
import type { RegisteredEvent } from '../_shared/intakeStore.ts';
import type { RegistrationMail } from '../_shared/registrationEmail.ts';

export type EventNotice = { noticeId: number; kind: 'cancelled' | 'moved' | 'promoted'; registration: RegistrationMail };

export type NoticeStore = {
  /** The pending notices, marked sent at `at` (claimed once). */
  claim(at: Date): Promise<EventNotice[]>;
  /** A notice the mailer could not send: the next call claims it again. */
  release(noticeId: number): Promise<void>;
};

export class NoticesUnavailable extends Error {}

type ClaimedRow = {
  notice_id: number;
  kind: EventNotice['kind'];
  sequence: number;
  registration_id: string;
  state: RegistrationMail['state'];
  people: number;
  email: string;
  first_name: string;
  event: RegisteredEvent;
};

export function postgrestNoticeStore(config: ServiceRpcConfig): NoticeStore {
  const call = serviceRpc(config, NoticesUnavailable);
  return {
    async claim(at) {
      const rows = ((await call('claim_event_notices', { at: at.toISOString() })) as ClaimedRow[] | null) ?? [];
      return rows.map((row) => ({
        noticeId: row.notice_id,
        kind: row.kind,
        registration: {
          registrationId: row.registration_id,
          state: row.state,
          people: row.people,
          firstName: row.first_name,
          email: row.email,
          event: row.event,
          sequence: row.sequence,
        },
      }));
    },
    async release(noticeId) {
      await call('release_event_notice', { notice: noticeId });
    },
  };
}
