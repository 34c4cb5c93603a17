import { describe, expect, it } from 'vitest';
import { placeholdersLeft } from './placeholdersLeft';

const document = {
  placeholders: {
    '/phone': { supply: 'Το τηλέφωνο', sample: { display: '210 000 0000', href: 'tel:+302100000000' } },
    '/email': { supply: 'Το email', sample: 'info@example.gr' },
  },
};

describe('what a draft still holds as a sample', () => {
  it('lists each placeholder whose every field is still the sample, linked to its first field', () => {
    expect(placeholdersLeft(document, { phone: { display: '210 000 0000', href: 'tel:+302100000000' }, email: 'info@example.gr' })).toEqual(
      [
        { pointer: '/phone', supply: 'Το τηλέφωνο', firstField: '/phone/display' },
        { pointer: '/email', supply: 'Το email', firstField: '/email' },
      ],
    );
  });

  it("drops one as soon as any of its fields is the company's own", () => {
    expect(
      placeholdersLeft(document, { phone: { display: '211 111 1111', href: 'tel:+302100000000' }, email: 'hello@example.gr' }),
    ).toEqual([]);
  });
});
