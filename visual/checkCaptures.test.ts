import { describe, expect, it } from 'vitest';
import { problemsOf } from './checkCaptures';

const none = () => [];

describe('the story captures of every shard, checked together', () => {
  it('finds a baseline no shard captured', () => {
    const orphans = (captured: (name: string) => boolean) =>
      ['a-mobile-chromium-linux.png', 'gone-mobile-chromium-linux.png'].filter(
        (file) => !captured(file.replace(/-chromium-linux\.png$/, '')),
      );
    expect(problemsOf([{ name: 'a-mobile', digest: '1', group: 'a-mobile' }], orphans)).toEqual([
      'no story captures gone-mobile-chromium-linux.png (remove it with pnpm test:visual:update)',
    ]);
  });

  it('finds two identical captures from different shards that declare no shared group, and accepts declared ones', () => {
    expect(
      problemsOf(
        [
          { name: 'a-mobile', digest: 'same', group: 'a-mobile' },
          { name: 'b-mobile', digest: 'same', group: 'b-mobile' },
        ],
        none,
      ),
    ).toEqual(['b-mobile captures exactly what a-mobile captures: make the story show its own state, or declare parameters.visual.sameAs']);
    expect(
      problemsOf(
        [
          { name: 'a-mobile', digest: 'same', group: 'a-mobile' },
          { name: 'b-mobile', digest: 'same', group: 'a-mobile' },
          { name: 'a-mobile', digest: 'same', group: 'a-mobile' },
        ],
        none,
      ),
    ).toEqual([]);
  });
});
