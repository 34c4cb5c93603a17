import { describe, expect, it } from 'vitest';
import {
  forgetAll,
  forgetRestored,
  forgetSubmission,
  hasKept,
  keepSubmission,
  keptSubmissions,
  markRefused,
  markRestored,
  outboxKey,
  refusedFor,
  renameSubmission,
  submissionsToSend,
  takeUntoldRefusals,
} from './outbox';

/** The part of Storage the outbox uses, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

const day = 24 * 3_600_000;
const now = Date.parse('2026-11-27T12:00:00Z');
const lead = (submissionId: string) => ({
  submissionId,
  form: 'students' as const,
  body: `form=students&firstName=%CE%9C&submission_id=${submissionId}`,
  visitor: { firstName: 'Μαρία' },
});

describe('the lead outbox on the device', () => {
  it('keeps a submission once, however often it fails, with the time it was first kept', () => {
    const storage = memoryStorage();
    expect(hasKept(storage)).toBe(false);
    expect(keepSubmission(lead('a'), now, storage)).toBe(true);
    expect(keepSubmission(lead('a'), now + 60_000, storage)).toBe(true);
    expect(hasKept(storage)).toBe(true);
    expect(keptSubmissions(now + 120_000, storage)).toEqual([{ ...lead('a'), keptAt: '2026-11-27T12:00:00.000Z' }]);
  });

  it('drops, unsent, whatever is seven days old or has no time; a time after now (the clock set back) counts from now', () => {
    const storage = memoryStorage();
    keepSubmission(lead('old'), now - 7 * day, storage);
    keepSubmission(lead('recent'), now - 6 * day, storage);
    keepSubmission(lead('future'), now + day, storage);
    const written = JSON.parse(storage.getItem(outboxKey)!) as object[];
    storage.setItem(outboxKey, JSON.stringify([...written, { ...lead('garbage'), keptAt: 'yesterday' }]));
    keepSubmission(lead('another'), now - day, storage);
    expect(keptSubmissions(now, storage).map((entry) => entry.submissionId)).toEqual(['recent', 'future', 'another']);
    expect(keptSubmissions(now, storage).find((entry) => entry.submissionId === 'future')?.keptAt).toBe(new Date(now).toISOString());
    // Seven days after now, not after the future time it carried.
    expect(keptSubmissions(now + 7 * day, storage).map((entry) => entry.submissionId)).toEqual([]);
  });

  it('is a queue: two leads kept one after the other are two entries, sent each under its own id', () => {
    const storage = memoryStorage();
    keepSubmission(lead('a'), now, storage);
    keepSubmission(lead('b'), now + 1, storage);
    expect(submissionsToSend(now + 2, storage).map((entry) => entry.submissionId)).toEqual(['a', 'b']);
  });

  it('keeps a refused lead with its reason, never sends it again, tells of it once and gives it back to its form once', () => {
    const storage = memoryStorage();
    keepSubmission({ ...lead('closed'), form: 'imerides' }, now, storage);
    keepSubmission(lead('b'), now, storage);
    markRefused('closed', 'Οι δηλώσεις για αυτή την ημερίδα έκλεισαν.', storage);
    expect(submissionsToSend(now, storage).map((entry) => entry.submissionId)).toEqual(['b']);
    expect(hasKept(storage)).toBe(true);
    expect(takeUntoldRefusals(storage).map((entry) => entry.refused?.message)).toEqual(['Οι δηλώσεις για αυτή την ημερίδα έκλεισαν.']);
    expect(takeUntoldRefusals(storage)).toEqual([]);
    expect(refusedFor('imerides', storage)?.submissionId).toBe('closed');
    markRestored('closed', storage);
    expect(refusedFor('imerides', storage)).toBeNull();
    expect(keptSubmissions(Date.now(), storage).map((entry) => entry.submissionId)).toEqual(['closed', 'b']);
    forgetRestored('imerides', storage);
    expect(keptSubmissions(Date.now(), storage).map((entry) => entry.submissionId)).toEqual(['b']);
  });

  it('gives a lead a new id, in its body too, when its id was another lead’s', () => {
    const storage = memoryStorage();
    keepSubmission(lead('taken'), now, storage);
    const renamed = renameSubmission('taken', 'fresh', storage);
    expect(renamed?.submissionId).toBe('fresh');
    expect(new URLSearchParams(renamed!.body).get('submission_id')).toBe('fresh');
    expect(keptSubmissions(now, storage).map((entry) => entry.submissionId)).toEqual(['fresh']);
  });

  it('erases one once it has gone, and everything from the privacy settings; the key goes with the last', () => {
    const storage = memoryStorage();
    keepSubmission(lead('a'), now, storage);
    keepSubmission(lead('b'), now, storage);
    forgetSubmission('a', storage);
    expect(keptSubmissions(now, storage).map((entry) => entry.submissionId)).toEqual(['b']);
    forgetAll(storage);
    expect(storage.getItem(outboxKey)).toBeNull();
  });

  it('ignores what it did not write, and says nothing is kept when storage refuses', () => {
    const storage = memoryStorage();
    storage.setItem(outboxKey, '{"not":"a list"}');
    expect(keptSubmissions(now, storage)).toEqual([]);
    storage.setItem(outboxKey, JSON.stringify([{ submissionId: 1 }, { ...lead('c'), keptAt: new Date(now).toISOString() }]));
    expect(keptSubmissions(now, storage).map((entry) => entry.submissionId)).toEqual(['c']);
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(keepSubmission(lead('d'), now, refusing)).toBe(false);
  });
});
