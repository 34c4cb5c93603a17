/**
 * Leads as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads Greek as Greek), one
 * header row in Greek, dates in Athens time with their offset (ISO 8601), the form's and the status's codes in
 * columns of their own beside their Greek names, every cell quoted, rows ended by CRLF. A cell that begins with `=`,
 * `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so no spreadsheet runs what a
 * visitor typed as a formula (OWASP's advice on CSV injection).
 */
import { athensTimestamp } from './athensTime';
import { attributionKeys } from './attribution';
import { arrivalOf, attributionLabels } from './leadArrival';
import { leadColumnLabels, leadFormOfSource, leadForms } from './leadForms';
import { leadStatusLabels, type InboxLead } from './leads';
import { registrationStateLabels } from './registrationStates';

/** A lead's fields as staff read them, in order: the CSV's columns and the keys of a person's export. */
export const leadFields: readonly { header: string; value: (lead: InboxLead) => string | null }[] = [
  { header: 'Ημερομηνία', value: (lead) => athensTimestamp(lead.created_at) },
  {
    header: 'Φόρμα',
    value: (lead) => {
      const form = leadFormOfSource(lead.lead_source);
      return form ? leadForms[form].label : lead.lead_source;
    },
  },
  { header: 'Κωδικός φόρμας', value: (lead) => lead.lead_source },
  { header: leadColumnLabels.first_name, value: (lead) => lead.first_name },
  { header: leadColumnLabels.last_name, value: (lead) => lead.last_name },
  { header: leadColumnLabels.email, value: (lead) => lead.email },
  { header: leadColumnLabels.phone, value: (lead) => lead.phone },
  { header: leadColumnLabels.company_name, value: (lead) => lead.company_name },
  {
    header: 'Ημερίδα',
    value: (lead) =>
      lead.registration
        ? `${lead.registration.title} (${athensTimestamp(lead.registration.starts_at)}), ${lead.registration.people} άτομα, ${registrationStateLabels[lead.registration.state]}`
        : null,
  },
  { header: 'Κατάσταση', value: (lead) => leadStatusLabels[lead.status] },
  { header: 'Κωδικός κατάστασης', value: (lead) => lead.status },
  { header: 'Αλλαγή κατάστασης', value: (lead) => (lead.status_changed_at ? athensTimestamp(lead.status_changed_at) : null) },
  { header: 'Σημείωση', value: (lead) => lead.note },
  { header: 'Πηγή', value: arrivalOf },
  ...attributionKeys.map((key) => ({ header: attributionLabels[key], value: (lead: InboxLead) => lead[key] })),
];

export const csvByteOrderMark = '\uFEFF';

/** One cell: neutralised when it could start a formula, then quoted. */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const leadsCsvHeader = () => `${leadFields.map((field) => csvCell(field.header)).join(',')}\r\n`;

export const leadsCsvRows = (leads: readonly InboxLead[]) =>
  leads.map((lead) => `${leadFields.map((field) => csvCell(field.value(lead))).join(',')}\r\n`).join('');

/** The whole file for leads read in batches: the mark, the header, then every batch's rows. */
export async function leadsCsv(batches: AsyncIterable<readonly InboxLead[]> | Iterable<readonly InboxLead[]>): Promise<string> {
  const parts = [csvByteOrderMark, leadsCsvHeader()];
  for await (const batch of batches) parts.push(leadsCsvRows(batch));
  return parts.join('');
}
