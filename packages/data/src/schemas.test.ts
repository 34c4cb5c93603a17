import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { foreisSchema, sampleDownloadSchema, seminariaSchema as seminarSchema, studentsSchema } from './schemas';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

const valid = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' };

describe('students form schema', () => {
  it('accepts a valid lead and trims what was typed', () => {
    expect(v.parse(studentsSchema, { ...valid, firstName: '  Μαρία ' }).firstName).toBe('Μαρία');
  });

  it('gives the specification’s Greek message for each rule', () => {
    expect(issuesOf(studentsSchema, { firstName: 'Μ', lastName: 'Π', email: 'maria@', phone: '69123' })).toEqual({
      firstName: ['Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες'],
      lastName: ['Το επώνυμο πρέπει να έχει τουλάχιστον 2 χαρακτήρες'],
      email: ['Παρακαλώ εισάγετε έγκυρο email'],
      phone: ['Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία'],
    });
  });

  it('does not count spaces towards the minimums', () => {
    expect(issuesOf(studentsSchema, { ...valid, firstName: ' Μ  ' })).toHaveProperty('firstName');
  });

  it('refuses values too long to store', () => {
    expect(issuesOf(studentsSchema, { ...valid, lastName: 'α'.repeat(101) })).toEqual({
      lastName: ['Το πεδίο μπορεί να έχει έως 100 χαρακτήρες'],
    });
  });
});

describe('phone numbers', () => {
  const phoneIssues = (phone: string) => issuesOf(studentsSchema, { ...valid, phone }).phone;

  it('takes digits with a leading +, spaces, dashes, dots and parentheses, 10 to 15 digits', () => {
    for (const phone of [
      '6912345678',
      '+30 691 234 5678',
      '(210) 123-4567',
      '210.123.45.67',
      '+44 20 7946 0958',
      '003069123456789',
      '  6912345678 ',
    ]) {
      expect(phoneIssues(phone), phone).toBeUndefined();
    }
  });

  it('refuses letters, too few or too many digits and a plus that does not lead', () => {
    expect(phoneIssues('abcdefghij')).toEqual(['Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία']);
    expect(phoneIssues('691 234 567')).toEqual(['Το τηλέφωνο πρέπει να έχει τουλάχιστον 10 ψηφία']);
    expect(phoneIssues('1234567890123456')).toEqual(['Παρακαλώ εισάγετε έγκυρο τηλέφωνο']);
    expect(phoneIssues('69+12345678')).toEqual(['Παρακαλώ εισάγετε έγκυρο τηλέφωνο']);
    expect(phoneIssues('6912345678x')).toEqual(['Παρακαλώ εισάγετε έγκυρο τηλέφωνο']);
  });
});

describe('seminar form schema', () => {
  it('uses its own phone message', () => {
    expect(issuesOf(seminarSchema, { ...valid, phone: '123' })).toEqual({ phone: ['Παρακαλώ εισάγετε έγκυρο τηλέφωνο'] });
  });
});

describe('foreis form schema', () => {
  it('checks the responsible name, e-mail, phone and company', () => {
    expect(issuesOf(foreisSchema, { responsibleName: 'Γ', email: 'x', phone: '1', companyName: 'Α' })).toEqual({
      responsibleName: ['Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες'],
      email: ['Παρακαλώ εισάγετε έγκυρο email'],
      phone: ['Παρακαλώ εισάγετε έγκυρο τηλέφωνο'],
      companyName: ['Το όνομα της εταιρείας πρέπει να έχει τουλάχιστον 2 χαρακτήρες'],
    });
  });
});

describe('sample download schema', () => {
  it('requires all three fields', () => {
    expect(Object.keys(issuesOf(sampleDownloadSchema, { name: '', lastname: ' ', email: '' })).sort()).toEqual([
      'email',
      'lastname',
      'name',
    ]);
    expect(v.safeParse(sampleDownloadSchema, { name: 'Ν', lastname: 'Κ', email: 'n@k.gr' }).success).toBe(true);
  });
});
