import { describe, expect, it } from 'vitest';
import { splitResponsibleName, toLeadRow } from './leadRow';

describe('toLeadRow', () => {
  it('maps a person form with its lead source from the registry', () => {
    expect(
      toLeadRow('students', { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', email: 'maria@example.gr', phone: '6912345678' }, 'id-1'),
    ).toEqual({
      submission_id: 'id-1',
      first_name: 'Μαρία',
      last_name: 'Παπαδοπούλου',
      email: 'maria@example.gr',
      phone: '6912345678',
      lead_source: 'students_cta_form',
    });
    expect(toLeadRow('mixanografika', { firstName: 'Α', lastName: 'Β', email: 'a@b.gr', phone: '6912345678' }, 'id').lead_source).toBe(
      'mixanografika_contact_form',
    );
  });

  it('splits the foreis responsible name at the first space, N/A without a last name', () => {
    expect(splitResponsibleName('Γιώργος Παπαδόπουλος Νικολάου')).toEqual({ first_name: 'Γιώργος', last_name: 'Παπαδόπουλος Νικολάου' });
    expect(splitResponsibleName('  Γιώργος  ')).toEqual({ first_name: 'Γιώργος', last_name: 'N/A' });
    expect(
      toLeadRow('foreis', { responsibleName: 'Ελένη Δ.', email: 'e@school.gr', phone: '2101234567', companyName: 'Λύκειο Α' }, 'id-2'),
    ).toMatchObject({
      first_name: 'Ελένη',
      last_name: 'Δ.',
      company_name: 'Λύκειο Α',
      lead_source: 'foreis_cta_form',
    });
  });
});
