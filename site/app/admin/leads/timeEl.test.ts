import { describe, expect, it } from 'vitest';
import { exactTimeEl, relativeTimeEl } from './timeEl';

const now = Date.parse('2026-11-23T18:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('Greek times in the inbox', () => {
  it('says how long ago, in Greek', () => {
    expect(relativeTimeEl(ago(20), now)).toBe('μόλις τώρα');
    expect(relativeTimeEl(ago(5 * 60), now)).toBe('πριν από 5 λεπτά');
    expect(relativeTimeEl(ago(3 * 3600), now)).toBe('πριν από 3 ώρες');
    expect(relativeTimeEl(ago(26 * 3600), now)).toBe('χθες');
    expect(relativeTimeEl(ago(4 * 86_400), now)).toBe('πριν από 4 ημέρες');
    expect(relativeTimeEl(ago(400 * 86_400), now)).toBe('πέρσι');
  });

  it('gives the exact time in Greece, with its offset', () => {
    expect(exactTimeEl('2026-11-23T18:00:00Z')).toMatch(/^23 Νοεμβρίου 2026.*8:00 μ\.μ\. GMT\+2$/);
    expect(exactTimeEl('2026-07-01T09:30:00Z')).toMatch(/^1 Ιουλίου 2026.*12:30 μ\.μ\. GMT\+3$/);
  });
});
