import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAdminQueryClient, reloadAfterWrite } from './adminQueries';

/** A stored list whose reads answer only when the test lets them, as a slow first load does. */
function slowList() {
  const stored = ['ημερίδα 1'];
  const answers: (() => void)[] = [];
  const read = () =>
    new Promise<string[]>((resolve) => {
      const snapshot = [...stored];
      answers.push(() => resolve(snapshot));
    });
  return { stored, read, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

describe('reloadAfterWrite', () => {
  it('shows a write made while the list was still loading for the first time', async () => {
    const queryClient = createAdminQueryClient();
    const list = slowList();
    const observer = new QueryObserver(queryClient, { queryKey: ['admin', 'events'], queryFn: list.read });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    // The first read is in flight (its snapshot taken) when the write lands.
    await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('fetching');
    list.stored.push('ημερίδα 2');
    const reloaded = reloadAfterWrite(queryClient, ['admin', 'events']);
    await expect.poll(() => (list.answerAll(), observer.getCurrentResult().data)).toEqual(['ημερίδα 1', 'ημερίδα 2']);
    await reloaded;
    // The stale read never reached the screen.
    expect(seen.filter(Boolean)).toEqual([['ημερίδα 1', 'ημερίδα 2']]);
    unsubscribe();
  });

  it('after the first load, reads the list again once', async () => {
    const queryClient = createAdminQueryClient();
    const list = slowList();
    const observer = new QueryObserver(queryClient, { queryKey: ['admin', 'articles'], queryFn: list.read });
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => (list.answerAll(), observer.getCurrentResult().data)).toEqual(['ημερίδα 1']);
    list.stored.push('ημερίδα 2');
    const reloaded = reloadAfterWrite(queryClient, ['admin', 'articles']);
    await expect.poll(() => (list.answerAll(), observer.getCurrentResult().data)).toEqual(['ημερίδα 1', 'ημερίδα 2']);
    await reloaded;
    unsubscribe();
  });
});
