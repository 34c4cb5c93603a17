/**
 * A shared preview link (docs/decisions/036-content-as-data.md), through the content-preview function: staff ask for
 * one for a document; the preview page of whoever holds it reads the document's draft with it. Greek words for every
 * way either can fail, the function's own where it gives one.
 */
import type { AppClient } from '../client.ts';
import { functionUrl } from '../backend.ts';
import type { BackendAddress, ReadOptions } from '../anonRpc.ts';

export type PreviewLinkFailure = { ok: false; message: string };

const notMade = 'Ο σύνδεσμος δεν δημιουργήθηκε. Ελέγξτε τη σύνδεση και δοκιμάστε ξανά.';
const notRead = 'Η προεπισκόπηση δεν φόρτωσε. Ελέγξτε τη σύνδεση και ανοίξτε ξανά τον σύνδεσμο.';

/** The function's Greek message on a refusal, or `fallback` when it gave none (or was not reached). */
async function messageOf(response: unknown, fallback: string): Promise<string> {
  const body: unknown = response instanceof Response ? await response.json().catch(() => null) : null;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : fallback;
}

/** A token for the document's preview, a week long, made for a signed-in admin. */
export async function shareContentPreview(
  client: AppClient,
  key: string,
): Promise<{ ok: true; token: string; expiresAt: string } | PreviewLinkFailure> {
  try {
    const result = await client.functions.invoke<{ token: string; expiresAt: string }>('content-preview', { body: { share: key } });
    const error: unknown = result.error;
    const data = result.data;
    if (error || !data) return { ok: false, message: await messageOf((error as { context?: unknown } | null)?.context, notMade) };
    return { ok: true, token: data.token, expiresAt: data.expiresAt };
  } catch {
    return { ok: false, message: notMade };
  }
}

export type SharedPreview = { ok: true; key: string; kind: string; title: string; data: Record<string, unknown>; expiresAt: string };

/** The draft a shared link shows, read as a visitor with the link's token. */
export async function readSharedPreview(
  backend: BackendAddress,
  token: string,
  { fetch: send = fetch, signal }: ReadOptions = {},
): Promise<SharedPreview | PreviewLinkFailure> {
  let response: Response;
  try {
    response = await send(functionUrl(backend.url, 'content-preview'), {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      signal,
    });
  } catch {
    return { ok: false, message: notRead };
  }
  if (!response.ok) return { ok: false, message: await messageOf(response, notRead) };
  const body = (await response.json().catch(() => null)) as Omit<SharedPreview, 'ok'> | null;
  return body?.data && typeof body.data === 'object' ? { ok: true, ...body } : { ok: false, message: notRead };
}
