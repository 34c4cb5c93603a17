import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { companySchema } from '@cg/data/content';
import { brand } from './brand';

const messages = (value: unknown) => (v.safeParse(companySchema, value).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

describe("the company's facts", () => {
  it("accept today's content", () => {
    expect(messages(brand)).toEqual([]);
  });

  it('refuse what would break a page, each with a Greek message at its field', () => {
    expect(
      messages({
        ...brand,
        name: '   ',
        phone: { ...brand.phone, href: 'javascript:alert(1)' },
        social: { ...brand.social, facebook: 'javascript:alert(1)', instagram: '//evil.example/x' },
        appUrl: 'http://app.example.gr/login',
        address: { ...brand.address, postalCode: '10671' },
        foundingYear: 2002.5,
      }),
    ).toEqual([
      ['name', 'Συμπληρώστε το πεδίο.'],
      ['phone.href', 'Το τηλέφωνο για κλήση, π.χ. tel:+302100000000.'],
      ['address.postalCode', 'Ο Τ.Κ. με ένα κενό, π.χ. 106 71.'],
      ['foundingYear', 'Ένας ακέραιος αριθμός.'],
      ['appUrl', 'Μια διεύθυνση που αρχίζει με https://.'],
      ['social.facebook', 'Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (/…).'],
      ['social.instagram', 'Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (/…).'],
    ]);
  });

  it('refuse a field nobody asked for', () => {
    expect(v.safeParse(companySchema, { ...brand, script: '<script>' }).success).toBe(false);
  });
});
