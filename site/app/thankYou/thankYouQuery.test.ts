import { describe, expect, it } from 'vitest';
import { studentsQueryKeys, studentsThankYouUrl, thankYouUrl, visitorFromQuery } from './thankYouQuery';

describe('thank-you query', () => {
  it('puts the students form values under the spec’s keys, with the submission id', () => {
    const url = studentsThankYouUrl({ firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' }, 'id-1');
    expect(url.startsWith('/students/thank-you?')).toBe(true);
    const query = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ email: 'maria@example.gr', first_name: 'Μαρία', last_name: 'Παπαδοπούλου', phone: '6912345678', submission_id: 'id-1' });
  });

  it('reads the visitor back, trimmed and capped; an empty query names nobody', () => {
    expect(visitorFromQuery('?first_name=%20%CE%9D%CE%AF%CE%BA%CE%BF%CF%82%20&email=', studentsQueryKeys)).toEqual({ firstName: 'Νίκος' });
    expect(visitorFromQuery(`?first_name=${'α'.repeat(500)}`, studentsQueryKeys)?.firstName).toHaveLength(254);
    expect(visitorFromQuery('', studentsQueryKeys)).toBeNull();
    expect(visitorFromQuery('?utm_source=x', studentsQueryKeys)).toBeNull();
  });

  it('leaves out empty values and keeps a path without a query when there are none', () => {
    expect(thankYouUrl('/students/thank-you', studentsQueryKeys, {})).toBe('/students/thank-you');
  });
});
