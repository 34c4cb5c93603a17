import { leadForms } from '@cg/data/forms';
import { describe, expect, it } from 'vitest';
import { visitorFromQuery, visitorFromState, withoutVisitorQuery } from './thankYouQuery';

describe('whom a thank-you page greets', () => {
  it('reads the first name under the specification’s key of each page, trimmed and capped', () => {
    expect(
      visitorFromQuery('?first_name=%20%CE%9D%CE%AF%CE%BA%CE%BF%CF%82%20&email=n%40example.gr', leadForms.students.thankYouQuery),
    ).toEqual({ firstName: 'Νίκος' });
    expect(visitorFromQuery('?firstName=%CE%9C%CE%B1%CF%81%CE%AF%CE%B1', leadForms.university.thankYouQuery)).toEqual({
      firstName: 'Μαρία',
    });
    expect(visitorFromQuery(`?first_name=${'α'.repeat(500)}`, leadForms.students.thankYouQuery)?.firstName).toHaveLength(254);
  });

  it('greets the foreis form by the first word of the responsible name and names the body', () => {
    expect(
      visitorFromQuery(
        '?responsibleName=%CE%9A%CF%8E%CF%83%CF%84%CE%B1%CF%82%20%CE%A0.&companyName=%CE%9B%CF%8D%CE%BA%CE%B5%CE%B9%CE%BF',
        leadForms.foreis.thankYouQuery,
      ),
    ).toEqual({
      firstName: 'Κώστας',
      companyName: 'Λύκειο',
    });
  });

  it('names nobody for an empty query or one without its keys, and keeps nothing but the name', () => {
    expect(visitorFromQuery('', leadForms.students.thankYouQuery)).toBeNull();
    expect(visitorFromQuery('?utm_source=x&firstName=Wrong%20key', leadForms.students.thankYouQuery)).toBeNull();
    expect(visitorFromQuery('?first_name=Μαρία&email=m%40x.gr&phone=6912345678&last_name=Π', leadForms.students.thankYouQuery)).toEqual({
      firstName: 'Μαρία',
    });
  });

  it('takes the visitor a form handed over in history state, and ignores anything else there', () => {
    expect(visitorFromState({ visitor: { firstName: ' Μαρία ', email: 'm@x.gr' } })).toEqual({ firstName: 'Μαρία' });
    for (const state of [null, undefined, 'x', { visitor: 'Μαρία' }, { visitor: { firstName: 42 } }, { other: true }])
      expect(visitorFromState(state)).toBeNull();
  });

  it('takes the specification’s personal fields out of the address and leaves the rest', () => {
    expect(
      withoutVisitorQuery('?first_name=Μ&email=m%40x.gr&phone=6912345678&last_name=Π&utm_source=news', leadForms.students.thankYouQuery),
    ).toBe('?utm_source=news');
    expect(withoutVisitorQuery('?email=m%40x.gr&responsibleName=K&companyName=L&phone=1', leadForms.foreis.thankYouQuery)).toBe('');
  });
});
