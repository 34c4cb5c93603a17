import type { LeadFormKey } from '@cg/data/forms';
import { retention } from '@cg/data/privacy';
import type { Visitor } from '../thankYou/thankYouQuery';
import { outboxKey, storageOf } from './outboxKey';

export { hasKept, outboxKey } from './outboxKey';

/**
 * Leads the intake could not be reached for, kept on the visitor's device (localStorage: it outlives the tab, so the
 * next visit to any page sends them) until they are sent, erased, or older than retention.outboxDays. A queue, as
 * Workbox's background sync keeps one: each lead is an entry of its own under its own submission id, never merged, so a
 * resend is the same submission (stored once, e-mailed once, converted at most once) and two leads are two.
 *
 * A lead the intake refused for good (its event closed meanwhile, a rule it no longer meets) is not dropped: it stays,
 * marked `refused` with the intake's Greek reason, is shown once on the next page, offered back in its form, and goes
 * only when the visitor erases it, sends it corrected, or it expires.
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
  /** Refused for good: why (the intake's Greek words), whether the visitor was told, whether its form has it back. */
  refused?: { message: string; told: boolean; restored: boolean };
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

/** Changes the entries in one read and one write (one tab's script runs at a time: nothing interleaves). */
function update(storage: Storage | null, change: (kept: KeptSubmission[]) => KeptSubmission[]) {
  writeAll(storage, change(readAll(storage)));
}

/**
 * Whether an entry is within its days. A time after now is a clock set back since it was kept: the entry is not
 * dropped for it (that would lose a lead the page said it kept), it counts from now instead.
 */
const ageOf = (entry: KeptSubmission, now: number) => {
  const at = Date.parse(entry.keptAt);
  return Number.isFinite(at) ? Math.max(0, now - at) : Number.POSITIVE_INFINITY;
};

/** Keeps a submission, once: sending the same one again (the same submission id) keeps its first time. */
export function keepSubmission(entry: Omit<KeptSubmission, 'keptAt' | 'refused'>, now = Date.now(), storage = storageOf()): boolean {
  update(storage, (kept) =>
    kept.some((other) => other.submissionId === entry.submissionId) ? kept : [...kept, { ...entry, keptAt: new Date(now).toISOString() }],
  );
  return readAll(storage).some((other) => other.submissionId === entry.submissionId);
}

/**
 * Every entry within its days, oldest first (refused ones too); whatever is past the limit is dropped here, unsent,
 * and a time after now (the clock set back) is moved to now.
 */
export function keptSubmissions(now = Date.now(), storage = storageOf()): KeptSubmission[] {
  const kept = readAll(storage);
  const fresh = kept
    .filter((entry) => ageOf(entry, now) < maxAgeMs)
    .map((entry) => (Date.parse(entry.keptAt) > now ? { ...entry, keptAt: new Date(now).toISOString() } : entry));
  if (JSON.stringify(fresh) !== JSON.stringify(kept)) writeAll(storage, fresh);
  return fresh;
}

/** What is still to send, oldest first: every fresh entry the intake has not refused. */
export const submissionsToSend = (now = Date.now(), storage = storageOf()) =>
  keptSubmissions(now, storage).filter((entry) => !entry.refused);

/** Once the intake has it: erased from the device. */
export const forgetSubmission = (submissionId: string, storage = storageOf()) =>
  update(storage, (kept) => kept.filter((entry) => entry.submissionId !== submissionId));

/** The privacy settings' erase: nothing kept is sent, refused ones go too. */
export const forgetAll = (storage = storageOf()) => writeAll(storage, []);

/** Refused for good, with the intake's reason: kept, never sent again as it is. */
export const markRefused = (submissionId: string, message: string, storage = storageOf()) =>
  update(storage, (kept) =>
    kept.map((entry) => (entry.submissionId === submissionId ? { ...entry, refused: { message, told: false, restored: false } } : entry)),
  );

/** The same lead under a new id, its body too: its id turned out to be another lead's (the intake's 409). */
export function renameSubmission(submissionId: string, renamed: string, storage = storageOf()): KeptSubmission | null {
  let found: KeptSubmission | null = null;
  update(storage, (kept) =>
    kept.map((entry) => {
      if (entry.submissionId !== submissionId) return entry;
      const body = new URLSearchParams(entry.body);
      body.set('submission_id', renamed);
      found = { ...entry, submissionId: renamed, body: body.toString() };
      return found;
    }),
  );
  return found;
}

/** Refused entries the visitor has not been told of yet, now marked told. */
export function takeUntoldRefusals(storage = storageOf()): KeptSubmission[] {
  const untold = keptSubmissions(Date.now(), storage).filter((entry) => entry.refused && !entry.refused.told);
  if (untold.length)
    update(storage, (kept) =>
      kept.map((entry) => (entry.refused && !entry.refused.told ? { ...entry, refused: { ...entry.refused, told: true } } : entry)),
    );
  return untold;
}

/** A refused entry of this form not yet given back to it (its form's page shows it again to correct). */
export const refusedFor = (form: LeadFormKey, storage = storageOf()) =>
  keptSubmissions(Date.now(), storage).find((entry) => entry.form === form && entry.refused && !entry.refused.restored) ?? null;

/** Its form has it back: marked so, kept until the form's next lead is stored (then forgetRestored) or it expires. */
export const markRestored = (submissionId: string, storage = storageOf()) =>
  update(storage, (kept) =>
    kept.map((entry) =>
      entry.submissionId === submissionId && entry.refused ? { ...entry, refused: { ...entry.refused, restored: true } } : entry,
    ),
  );

/** The form sent its lead: the refused ones it had back are done with. */
export const forgetRestored = (form: LeadFormKey, storage = storageOf()) =>
  update(storage, (kept) => kept.filter((entry) => !(entry.form === form && entry.refused?.restored)));
