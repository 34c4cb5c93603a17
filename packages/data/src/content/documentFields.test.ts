import { describe, expect, it } from 'vitest';
import { describeChanges, documentFieldGroups, documentFromTexts, documentIssues, documentTexts } from './documentFields.ts';

const company = {
  name: 'Πυξίδα Καριέρας',
  shortName: 'Πυξίδα',
  siteUrl: 'https://www.pyxida-kariera.gr',
  phone: { display: '210 000 0000', href: 'tel:+302100000000', international: '+30 210 000 0000' },
  email: 'info@pyxida-kariera.gr',
  address: {
    street: 'Πανεπιστημίου 10',
    floor: '3ος όροφος',
    postalCode: '106 71',
    city: 'Αθήνα',
    region: 'Αττική',
    country: 'GR',
    geo: { latitude: 37.9795, longitude: 23.7337 },
  },
  foundingYear: 2002,
  appUrl: 'https://app.pyxida-kariera.gr/login',
  termsPdfUrl: 'https://app.pyxida-kariera.gr/terms.pdf',
  questionnaireUrl: 'https://app.pyxida-kariera.gr/test',
  calculatorUrl: '/media/placeholder.html?embed=1',
  social: {
    facebook: '/media/placeholder.html',
    instagram: '/media/placeholder.html',
    linkedin: '/media/placeholder.html',
    youtube: '/media/placeholder.html',
  },
  themeColor: '#004aad',
};

describe('a content document in the editor', () => {
  it('shows every field of the schema, grouped, with its Greek label, input and limit', () => {
    const groups = documentFieldGroups('company');
    expect(groups.map((group) => group.label)).toContain('Τηλέφωνο');
    const phone = groups.find((group) => group.pointer === '/phone')!;
    expect(phone.fields.map((field) => field.label)).toEqual([
      'Τηλέφωνο (όπως εμφανίζεται)',
      'Τηλέφωνο (για κλήση)',
      'Τηλέφωνο (διεθνής μορφή)',
    ]);
    expect(groups.flatMap((group) => group.fields).find((field) => field.pointer === '/name')).toEqual({
      pointer: '/name',
      label: 'Επωνυμία',
      input: 'text',
      maxLength: 80,
    });
    expect(groups.flatMap((group) => group.fields).find((field) => field.pointer === '/address/country')).toMatchObject({
      input: 'choice',
      options: [
        { value: 'GR', label: 'Ελλάδα' },
        { value: 'CY', label: 'Κύπρος' },
      ],
    });
    // An address's long technical limit is no design's: not counted.
    expect(groups.flatMap((group) => group.fields).find((field) => field.pointer === '/appUrl')).not.toHaveProperty('maxLength');
    // Every field has a label of its own, none shows its pointer.
    for (const field of groups.flatMap((group) => group.fields)) expect(field.label).not.toMatch(/^\//);
    for (const group of groups) expect(group.label).not.toMatch(/^[a-z]/);
  });

  it("turns a document into the form's text and back, unchanged, numbers included", () => {
    const texts = documentTexts('company', company);
    expect(texts['/address/geo/latitude']).toBe('37.9795');
    expect(documentFromTexts('company', texts)).toEqual(company);
    expect(documentFromTexts('company', { ...texts, '/foundingYear': '2002,5' }).foundingYear).toBe(2002.5);
    expect(documentFromTexts('company', { ...texts, '/foundingYear': 'δύο' }).foundingYear).toBe('δύο');
  });

  it('says what the schema refuses at each field, in Greek', () => {
    const texts = documentTexts('company', company);
    expect(
      documentIssues(
        'company',
        documentFromTexts('company', { ...texts, '/name': '', '/social/youtube': 'javascript:alert(1)', '/foundingYear': 'δύο' }),
      ),
    ).toEqual({
      '/name': 'Συμπληρώστε το πεδίο.',
      '/foundingYear': expect.any(String),
      '/social/youtube': 'Μια διεύθυνση https:// ή μια σελίδα του ιστότοπου (/…).',
    });
    expect(documentIssues('company', company)).toEqual({});
  });

  it('describes the difference between two versions in words', () => {
    const changed = { ...company, phone: { ...company.phone, display: '211 111 1111' }, email: 'hello@pyxida-kariera.gr' };
    expect(describeChanges('company', company, changed)).toEqual([
      'Τηλέφωνο (όπως εμφανίζεται): από «210 000 0000» σε «211 111 1111»',
      'Email: από «info@pyxida-kariera.gr» σε «hello@pyxida-kariera.gr»',
    ]);
    expect(describeChanges('company', company, company)).toEqual([]);
    expect(describeChanges('company', {}, { name: 'Νέα' })).toEqual(['Επωνυμία: από — σε «Νέα»']);
  });
});
