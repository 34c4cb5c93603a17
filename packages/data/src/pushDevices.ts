/**
 * The back office's pushes, as the browser asks for them: the server's public VAPID key and the test push (the
 * push-devices Edge Function, with the admin's own session), and this device's subscription saved or forgotten
 * (the database's save_push_subscription and forget_push_subscription, admins only).
 */
import type { AppClient } from './client';
import { failure, type AdminResult } from './articles';

export const pushMessages = {
  title: 'Ειδοποιήσεις',
  unreachable: 'Ο διακομιστής δεν απάντησε. Δοκιμάστε ξανά σε λίγο.',
  notSaved: 'Η συσκευή δεν καταχωρίστηκε για ειδοποιήσεις. Δοκιμάστε ξανά.',
  /** The database refused the endpoint: not one of the browsers' push services (decision 033). */
  notAPushService: 'Αυτός ο browser δεν δίνει διεύθυνση γνωστής υπηρεσίας ειδοποιήσεων· οι ειδοποιήσεις δεν ενεργοποιήθηκαν.',
  /** The device receives pushes for another account, and this one did not present its keys. */
  anotherAccount: 'Αυτή η συσκευή λαμβάνει ήδη ειδοποιήσεις για άλλον λογαριασμό. Απενεργοποιήστε τες πρώτα από εκείνον τον λογαριασμό.',
} as const;

/** The function's own Greek message from an error answer, or a general one. */
async function answerMessage(error: unknown): Promise<string> {
  const context = (error as { context?: unknown } | null)?.context;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as { message?: unknown } | null;
    if (typeof body?.message === 'string') return body.message;
  }
  return pushMessages.unreachable;
}

async function invoke<T>(client: AppClient, action: 'key' | 'test'): Promise<AdminResult<T>> {
  try {
    const result = await client.functions.invoke<T>('push-devices', { method: 'POST', body: { action } });
    const error: unknown = result.error;
    if (error || !result.data) return failure(await answerMessage(error), pushMessages.title);
    return { ok: true, data: result.data };
  } catch {
    return failure(pushMessages.unreachable, pushMessages.title);
  }
}

/** The key a device subscribes with; refused in Greek when the server has none. */
export const readPushKey = (client: AppClient) => invoke<{ publicKey: string }>(client, 'key');

/** The test push to the caller's own devices; answers how many were reached. */
export const sendTestPush = (client: AppClient) => invoke<{ devices: number }>(client, 'test');

export type DeviceSubscription = { endpoint: string; p256dh: string; auth: string; device: string };

export async function savePushSubscription(client: AppClient, subscription: DeviceSubscription): Promise<AdminResult> {
  const { error } = await client.rpc('save_push_subscription', subscription);
  if (!error) return { ok: true, data: null };
  const message =
    error.code === '23514' ? pushMessages.notAPushService : error.code === '23505' ? pushMessages.anotherAccount : pushMessages.notSaved;
  return failure(message, pushMessages.title);
}

export async function forgetPushSubscription(client: AppClient, endpoint: string): Promise<AdminResult> {
  const { error } = await client.rpc('forget_push_subscription', { endpoint });
  return error ? failure(pushMessages.unreachable, pushMessages.title) : { ok: true, data: null };
}
