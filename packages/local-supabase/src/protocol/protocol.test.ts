import { describe, expect, it } from 'vitest';
import { objectPath } from './objectPath';
import { parsePage } from './page';

describe('objectPath', () => {
  it('keeps plain names, decoded and in NFC', () => {
    expect(objectPath('covers/2026/a%20b.png')).toBe('covers/2026/a b.png');
    expect(objectPath(encodeURIComponent('ά.png'.normalize('NFD')))).toBe('ά.png'.normalize('NFC'));
  });

  it('refuses names that could reach another object or another directory', () => {
    for (const bad of [
      './orig.png',
      '../x.png',
      'a/../b.png',
      'a//b.png',
      '/abs.png',
      'a/',
      '',
      '%2e%2e/x.png',
      'a%2F..%2Fb',
      'a\\b.png',
      'a%00.png',
      'a%0a.png',
      '%E0%A4%A',
    ]) {
      expect(objectPath(bad), bad).toBeNull();
    }
    expect(objectPath('a'.repeat(1025))).toBeNull();
  });
});

describe('parsePage', () => {
  it('reads limit and offset as .range() sends them, or a Range header', () => {
    expect(parsePage('10', '20', null)).toEqual({ offset: 20, limit: 10 });
    expect(parsePage(null, null, '5-9')).toEqual({ offset: 5, limit: 5 });
    expect(parsePage(null, null, '5-')).toEqual({ offset: 5, limit: null });
    expect(parsePage(null, null, undefined)).toEqual({ offset: 0, limit: null });
  });

  it('refuses what is not a small whole number with a PostgREST-shaped error', () => {
    expect(parsePage('9'.repeat(400), null, null)).toMatchObject({ status: 400, code: 'PGRST100' });
    for (const bad of ['-1', '1.5', 'ten', '', ' 1']) expect(parsePage(bad, null, null), bad).toMatchObject({ status: 400 });
    expect(parsePage(null, 'x', null)).toMatchObject({ status: 400 });
    expect(parsePage(null, null, '9-3')).toMatchObject({ status: 416, code: 'PGRST103' });
  });
});
