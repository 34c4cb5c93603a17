import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraftInput, submissionIdFor } from './leadDraft';

/** sessionStorage as the browser keeps it for one tab. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

beforeEach(() => {
  (globalThis as { window?: unknown }).window = { sessionStorage: fakeSessionStorage() };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('lead draft', () => {
  it('keeps one submission id for a filled form until it is stored, with the latest input', () => {
    const id = submissionIdFor('students');
    saveDraftInput('students', { firstName: 'Μαρία' });
    saveDraftInput('students', { firstName: 'Μαρία', email: 'maria@example.gr' });
    expect(submissionIdFor('students')).toBe(id);
    expect(readDraft('students')).toEqual({ submissionId: id, input: { firstName: 'Μαρία', email: 'maria@example.gr' } });
    clearDraft('students');
    expect(readDraft('students')).toBeNull();
    expect(submissionIdFor('students')).not.toBe(id);
  });

  it('keeps each form apart', () => {
    saveDraftInput('students', { firstName: 'Α' });
    expect(readDraft('foreis')).toBeNull();
  });

  it('forgets nothing it cannot keep and never throws: broken JSON or no storage at all', () => {
    window.sessionStorage.setItem('lead-draft:students', '{broken');
    expect(readDraft('students')).toBeNull();
    delete (globalThis as { window?: unknown }).window;
    expect(readDraft('students')).toBeNull();
    expect(() => saveDraftInput('students', { firstName: 'Α' })).not.toThrow();
    expect(submissionIdFor('students')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
