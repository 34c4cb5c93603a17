import { describe, expect, it } from 'vitest';
import { createPictureSweepHandler } from './handler';
import type { PictureStore, SweptPicture } from './store';

const key = 'service-role-key';

/** A store holding pictures nothing names; it removes what it is asked to, but fails its `failAt`-th removal. */
function setup(unnamed: SweptPicture[], { failAt = Number.POSITIVE_INFINITY } = {}) {
  const left = [...unnamed];
  const calls: { bucket: string; names: string[] }[] = [];
  const store: PictureStore = {
    unnamed: async () => [...left],
    async remove(bucket, names) {
      calls.push({ bucket, names });
      if (calls.length === failAt) throw new Error('Storage answered 503');
      for (const name of names)
        left.splice(
          left.findIndex((picture) => picture.bucket === bucket && picture.name === name),
          1,
        );
      return names.length;
    },
  };
  const lines: string[] = [];
  const handle = createPictureSweepHandler({ store, serviceRoleKey: key, log: (line) => lines.push(line) });
  const call = (bearer = key, method = 'POST') =>
    handle(new Request('http://backend.test/functions/v1/picture-sweep', { method, headers: { Authorization: `Bearer ${bearer}` } }));
  return { call, calls, left, lines };
}

const pictures = (bucket: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ bucket, name: `team/p${String(index).padStart(8, '0')}-800x800.jpg` }));

describe('the picture sweep', () => {
  it('removes every unnamed picture, a bucket at a time and 100 names a call, and says how many', async () => {
    const { call, calls, left, lines } = setup([...pictures('content-images', 230), { bucket: 'article-images', name: 'odigos/1-a.jpg' }]);
    const response = await call();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'swept', removed: 231 });
    expect(calls.map((removal) => [removal.bucket, removal.names.length])).toEqual([
      ['content-images', 100],
      ['content-images', 100],
      ['content-images', 30],
      ['article-images', 1],
    ]);
    expect(left).toEqual([]);
    // Counts, never a name: a name may say whose picture it was.
    expect(lines).toEqual(['picture sweep: 231 of 231 unnamed pictures removed']);
  });

  it('answers 401 to anyone without the service role key, before reading anything, and 405 to a GET', async () => {
    const { call, calls } = setup(pictures('content-images', 3));
    expect((await call('anon-key')).status).toBe(401);
    expect((await call(key, 'GET')).status).toBe(405);
    expect(calls).toEqual([]);
  });

  it('stops at a failed removal with what it removed, leaving the rest for the next call, which takes them', async () => {
    const sweep = setup(pictures('content-images', 150), { failAt: 2 });
    const failed = await sweep.call();
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ status: 'failed', removed: 100 });
    expect(sweep.left).toHaveLength(50);
    expect(sweep.lines).toEqual(['picture sweep: stopped after 100 (Storage answered 503)']);
    expect(await (await sweep.call()).json()).toEqual({ status: 'swept', removed: 50 });
    expect(sweep.left).toEqual([]);
  });

  it('has nothing to do, and says nothing, on a day nothing was left unnamed', async () => {
    const { call, calls, lines } = setup([]);
    expect(await (await call()).json()).toEqual({ status: 'swept', removed: 0 });
    expect(calls).toEqual([]);
    expect(lines).toEqual([]);
  });
});
