import type { Database } from './database.types';
import type { ForeisValues, StudentsValues } from './schemas';

export type LeadSource = Database['public']['Enums']['lead_source'];

/** The forms that store a lead, and the lead_source each writes (spec section 3); checked against the database enum. */
export const leadSources = {
  students: 'students_cta_form',
  foreis: 'foreis_cta_form',
  mechanographic: 'mixanografika_contact_form',
  university: 'university_contact_form',
  seminar: 'seminaria_signup_form',
} as const satisfies Record<string, LeadSource>;

export type LeadForm = keyof typeof leadSources;

export type LeadRow = Database['public']['Tables']['leads']['Insert'] & {
  submission_id: string;
  lead_source: LeadSource;
};

export type LeadValues<F extends LeadForm> = F extends 'foreis' ? ForeisValues : StudentsValues;

/** The responsible person's name split at the first space; 'N/A' when there is no last name. */
export function splitResponsibleName(responsibleName: string): { first_name: string; last_name: string } {
  const trimmed = responsibleName.trim();
  const space = trimmed.search(/\s/);
  if (space === -1) return { first_name: trimmed, last_name: 'N/A' };
  const last = trimmed.slice(space).trim();
  return { first_name: trimmed.slice(0, space), last_name: last || 'N/A' };
}

/** Maps a form's validated values to the row stored in `leads`, as the specification says. */
export function toLeadRow<F extends LeadForm>(form: F, values: LeadValues<F>, submissionId: string): LeadRow {
  if (form === 'foreis') {
    const foreis = values as ForeisValues;
    return {
      submission_id: submissionId,
      ...splitResponsibleName(foreis.responsibleName),
      email: foreis.email,
      phone: foreis.phone,
      company_name: foreis.companyName,
      lead_source: leadSources.foreis,
    };
  }
  const person = values as StudentsValues;
  return {
    submission_id: submissionId,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone: person.phone,
    lead_source: leadSources[form],
  };
}
