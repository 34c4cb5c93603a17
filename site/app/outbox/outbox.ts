import type { LeadFormKey } from '@cg/data/forms';
import { retention } from '@cg/data/privacy';
import type { Visitor } from '../thankYou/thankYouQuery';
import { outboxKey, storageOf } from './outboxKey';

export { hasKept, outboxKey } from './outboxKey';

/**
 * Leads the intake could not be reached for, kept on the visitor's device (localStorage: it outlives the tab, so the
 * next visit to any page sends them) until they are sent, erased, or older than retention.outboxDays. Each is the body
 * the form made, with its submission id, consent and attribution, so a resend is the same submission: the database
 * stores it once, e-mails once and converts at most once, however often it arrives.
 */
export type KeptSubmission = {
  submissionId: string;
  form: LeadFormKey;
  /** The form's body as it was sent (application/x-www-form-urlencoded). */
  body: string;
  /** Whom its thank-you page greets once it has gone. */
  visitor: Visitor | null;
  /** When it was first kept (ISO): the limit counts from here. */
  keptAt: string;
};

const maxAgeMs = retention.outboxDays * 24 * 3_600_000;

const isKept = (value: unknown): value is KeptSubmission =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeptSubmission).submissionId === 'string' &&
  typeof (value as KeptSubmission).form === 'string' &&
  typeof (value as KeptSubmission).body === 'string' &&
  typeof (value as KeptSubmission).keptAt === 'string';

function readAll(storage: Storage | null): KeptSubmission[] {
  try {
    const parsed = JSON.parse(storage?.getItem(outboxKey) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isKept) : [];
  } catch {
    return [];
  }
}

function writeAll(storage: Storage | null, kept: readonly KeptSubmission[]) {
  try {
    if (kept.length === 0) storage?.removeItem(outboxKey);
    else storage?.setItem(outboxKey, JSON.stringify(kept));
  } catch {
    // Full or refused: what could not be kept is lost with the tab, as before there was an outbox.
  }
}

const isFresh = (entry: KeptSubmission, now: number) => {
  const at = Date.parse(entry.keptAt);
  return Number.isFinite(at) && at <= now && now - at < maxAgeMs;
};

/** Keeps a submission, once: sending the same one again (the same submission id) keeps its first time. */
export function keepSubmission(entry: Omit<KeptSubmission, 'keptAt'>, now = Date.now(), storage = storageOf()): boolean {
  const kept = readAll(storage);
  if (!kept.some((other) => other.submissionId === entry.submissionId)) kept.push({ ...entry, keptAt: new Date(now).toISOString() });
  writeAll(storage, kept);
  return readAll(storage).some((other) => other.submissionId === entry.submissionId);
}

/** What is still to send, oldest first; whatever is past the limit is dropped here, unsent. */
export function keptSubmissions(now = Date.now(), storage = storageOf()): KeptSubmission[] {
  const kept = readAll(storage);
  const fresh = kept.filter((entry) => isFresh(entry, now));
  if (fresh.length !== kept.length) writeAll(storage, fresh);
  return fresh;
}

/** Once the intake has it (or refused it for good): erased from the device. */
export const forgetSubmission = (submissionId: string, storage = storageOf()) =>
  writeAll(
    storage,
    readAll(storage).filter((entry) => entry.submissionId !== submissionId),
  );

/** The privacy settings' erase: nothing kept is sent. */
export const forgetAll = (storage = storageOf()) => writeAll(storage, []);
