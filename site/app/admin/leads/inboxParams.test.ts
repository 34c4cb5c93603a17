import { describe, expect, it } from 'vitest';
import { athensMidnight, inboxFilters, inboxSearch, readInboxParams } from './inboxParams';

describe('the inbox in its address', () => {
  it('reads every part of the view, and writes back only what differs from the defaults', () => {
    const search =
      '?view=downloads&form=foreis&status=contacted&from=2026-01-01&to=2026-01-31&q=%CE%BC%CE%B1%CF%81%CE%AF%CE%B1&source=facebook&page=3&lead=4F2A2B7E-0000-4000-8000-000000000001';
    const params = readInboxParams(search);
    expect(params).toEqual({
      view: 'downloads',
      form: 'foreis',
      status: 'contacted',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'μαρία',
      source: 'facebook',
      page: 3,
      lead: '4f2a2b7e-0000-4000-8000-000000000001',
    });
    expect(readInboxParams(inboxSearch(params))).toEqual(params);
    expect(inboxSearch(readInboxParams(''))).toBe('');
  });

  it('drops what makes no sense instead of trusting it', () => {
    expect(readInboxParams('?view=admin&form=__proto__&status=lost&from=2026-13-45&to=yesterday&page=-2&lead=1%27%20or%201%3D1')).toEqual({
      view: 'leads',
      form: '',
      status: '',
      from: '',
      to: '',
      q: '',
      source: '',
      page: 1,
      lead: '',
    });
    expect(readInboxParams(`?q=${'α'.repeat(500)}`).q).toHaveLength(100);
  });

  it('filters by days in Greece: from its midnight, to the end of the last day, summer time or not', () => {
    expect(athensMidnight('2026-01-15')).toBe('2026-01-14T22:00:00.000Z');
    expect(athensMidnight('2026-07-15')).toBe('2026-07-14T21:00:00.000Z');
    // The day summer time begins (29 March 2026) starts at winter time.
    expect(athensMidnight('2026-03-29')).toBe('2026-03-28T22:00:00.000Z');
    expect(inboxFilters(readInboxParams('?from=2026-07-01&to=2026-07-31&form=students&q=6912'))).toEqual({
      form: 'students',
      status: undefined,
      from: '2026-06-30T21:00:00.000Z',
      before: '2026-07-31T21:00:00.000Z',
      q: '6912',
      source: undefined,
    });
  });

  it('filters by source as staff type it: a campaign source in any case, Άμεση or Άγνωστη by name', () => {
    expect(inboxFilters(readInboxParams('?source=Facebook')).source).toBe('facebook');
    expect(inboxFilters(readInboxParams('?source=%CE%AC%CE%BC%CE%B5%CF%83%CE%B7')).source).toBe('direct');
    expect(inboxFilters(readInboxParams('?source=%CE%86%CE%B3%CE%BD%CF%89%CF%83%CF%84%CE%B7')).source).toBe('unknown');
  });
});
