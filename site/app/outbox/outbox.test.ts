import { describe, expect, it } from 'vitest';
import { forgetAll, forgetSubmission, hasKept, keepSubmission, keptSubmissions, outboxKey } from './outbox';

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

  it('drops, unsent, whatever is seven days old, and anything with a time it cannot trust', () => {
    const storage = memoryStorage();
    keepSubmission(lead('old'), now - 7 * day, storage);
    keepSubmission(lead('recent'), now - 6 * day, storage);
    keepSubmission(lead('future'), now + day, storage);
    expect(keptSubmissions(now, storage).map((entry) => entry.submissionId)).toEqual(['recent']);
    expect(JSON.parse(storage.getItem(outboxKey)!)).toHaveLength(1);
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
