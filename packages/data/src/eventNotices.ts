/**
 * After staff cancel or move a published event, the back office asks event-notices (with the admin's own session) to
 * tell its registrants at once. The database queued the notices with the change, and a timer sends whatever is still
 * pending, so a failed call only delays them.
 */
import type { AppClient } from './client';

export type EventNoticesResult = { ok: true; sent: number } | { ok: false; message: string };

const delayed = 'Η αλλαγή αποθηκεύτηκε· οι εγγεγραμμένοι θα ενημερωθούν με email λίγο αργότερα.';

export async function requestEventNotices(client: AppClient): Promise<EventNoticesResult> {
  try {
    const result = await client.functions.invoke<{ sent?: number }>('event-notices', { method: 'POST' });
    return result.error ? { ok: false, message: delayed } : { ok: true, sent: result.data?.sent ?? 0 };
  } catch {
    return { ok: false, message: delayed };
  }
}
