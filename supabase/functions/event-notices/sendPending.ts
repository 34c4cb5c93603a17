/**
 * Sends the registrants' pending notices (moved, cancelled, a seat that came to them from the waiting list), each
 * claimed once and released when its mail fails, so the next call sends it: what event-notices does on every call, and
 * what the cancel link asks for at once after it freed a seat. Answers the counts; logs no registrant.
 */
import type { createRegistrationMailer } from '../_shared/registrationEmail.ts';
import type { NoticeStore } from './store.ts';

export type NoticeSending = {
  store: NoticeStore;
  send: ReturnType<typeof createRegistrationMailer>;
  at: Date;
  log: (line: string) => void;
};

export async function sendPendingNotices({ store, send, at, log }: NoticeSending): Promise<{ sent: number; failed: number }> {
  const due = await store.claim(at);
  let failed = 0;
  for (const notice of due) {
    const outcome = await send(notice.kind, notice.registration, at);
    if (outcome !== 'failed') continue;
    failed += 1;
    await store.release(notice.noticeId);
  }
  log(`event notices: ${due.length - failed} sent, ${failed} left for the next call`);
  return { sent: due.length - failed, failed };
}
