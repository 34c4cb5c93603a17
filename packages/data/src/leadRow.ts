// Reached by the Edge Functions under Deno too: imports name their files in full.
import type { Database } from './database.types.ts';
import { leadForms, type LeadFormKey, type LeadSource } from './leadForms.ts';
import type { ForeisValues, PersonValues } from './schemas.ts';

export type LeadRow = Database['public']['Tables']['leads']['Insert'] & {
  submission_id: string;
  lead_source: LeadSource;
};

/** A form's validated values: the foreis form asks for one responsible name and the body; the others for a person. */
export type LeadValues<F extends LeadFormKey = LeadFormKey> = F extends 'foreis' ? ForeisValues : PersonValues;

/** The responsible person's name split at the first space; 'N/A' when there is no last name. */
export function splitResponsibleName(responsibleName: string): { first_name: string; last_name: string } {
  const trimmed = responsibleName.trim();
  const space = trimmed.search(/\s/);
  if (space === -1) return { first_name: trimmed, last_name: 'N/A' };
  const last = trimmed.slice(space).trim();
  return { first_name: trimmed.slice(0, space), last_name: last || 'N/A' };
}

const isForeis = (values: ForeisValues | PersonValues): values is ForeisValues => 'responsibleName' in values;

/** Maps a form's validated values to the row stored in `leads`, as the specification says. */
export function toLeadRow<F extends LeadFormKey>(form: F, values: LeadValues<F>, submissionId: string): LeadRow {
  const person = isForeis(values)
    ? { ...splitResponsibleName(values.responsibleName), company_name: values.companyName }
    : { first_name: values.firstName, last_name: values.lastName };
  return { submission_id: submissionId, ...person, email: values.email, phone: values.phone, lead_source: leadForms[form].leadSource };
}
