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

  it('drops a list once an item is added, removed or reordered, and keeps it while every item is the sample', () => {
    const items = [{ name: 'Μαρία Κ.' }, { name: 'Γιώργος Π.' }];
    const list = { placeholders: { '/items': { supply: 'Μαρτυρίες', sample: items } } };
    expect(placeholdersLeft(list, { items })).toEqual([{ pointer: '/items', supply: 'Μαρτυρίες', firstField: '/items/0/name' }]);
    expect(placeholdersLeft(list, { items: items.slice(0, 1) })).toEqual([]);
    expect(placeholdersLeft(list, { items: [...items, { name: 'Νίκος Α.' }] })).toEqual([]);
    expect(placeholdersLeft(list, { items: [...items].reverse() })).toEqual([]);
  });
});
