import { describe, expect, it } from 'vitest';
import { thankYouQueryKeys, thankYouUrl, thankYouUrlFor, visitorFromQuery } from './thankYouQuery';

const studentsQueryKeys = thankYouQueryKeys.students;

describe('thank-you query', () => {
  it('puts the students form values under the spec’s keys, with the submission id', () => {
    const url = thankYouUrlFor('students', { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' }, 'id-1');
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

  it('sends each form to its own thank-you page under its own keys', () => {
    expect(thankYouUrlFor('university', { firstName: 'Νίκος', email: 'n@example.gr' }, 'id-2')).toBe('/university-students/thank-you?email=n%40example.gr&firstName=%CE%9D%CE%AF%CE%BA%CE%BF%CF%82&submission_id=id-2');
    const foreis = new URLSearchParams(thankYouUrlFor('foreis', { responsibleName: 'Κ. Παπαδόπουλος', companyName: 'Σχολείο', email: 'k@example.gr', phone: '2101234567' }, 'id-3').split('?')[1]);
    expect(Object.fromEntries(foreis)).toEqual({ email: 'k@example.gr', responsibleName: 'Κ. Παπαδόπουλος', phone: '2101234567', companyName: 'Σχολείο', submission_id: 'id-3' });
    expect(thankYouUrlFor('mechanographic', {}, 'id').startsWith('/mixanografika/thank-you')).toBe(true);
    expect(thankYouUrlFor('seminar', {}, 'id').startsWith('/seminaria/thank-you')).toBe(true);
  });

  it('leaves out empty values and keeps a path without a query when there are none', () => {
    expect(thankYouUrl('/students/thank-you', studentsQueryKeys, {})).toBe('/students/thank-you');
  });
});
