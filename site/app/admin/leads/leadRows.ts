import { arrivalOf, isOverdue, leadFormOfSource, leadForms, type InboxLead, type SampleDownload } from '@cg/data';
import type { DownloadRow, LeadInboxRow } from '@cg/ui';
import { sampleTitles } from '@cg/content/sampleTitles';
import { formatDateEl } from '../../lib/dates';
import { timeOf } from './timeEl';

/** The form's name for staff; an event registration's names its event and day («Ημερίδες: … · 14 Δεκεμβρίου 2026»). */
const formLabel = (lead: Pick<InboxLead, 'lead_source' | 'registration'>) => {
  const form = leadFormOfSource(lead.lead_source);
  const label = form ? leadForms[form].label : lead.lead_source;
  const event = lead.registration;
  return event ? `${label}: ${event.title} · ${formatDateEl(event.starts_at)}` : label;
};

/** The foreis form's one name is stored split, its last name 'N/A' when there was none. */
export const leadName = (lead: Pick<InboxLead, 'first_name' | 'last_name'>) =>
  lead.last_name === 'N/A' ? lead.first_name : `${lead.first_name} ${lead.last_name}`;

export const toInboxRow = (lead: InboxLead, now: number): LeadInboxRow => ({
  id: lead.id,
  received: timeOf(lead.created_at, now),
  form: formLabel(lead),
  name: leadName(lead),
  email: lead.email,
  phone: lead.phone,
  company: lead.company_name,
  source: arrivalOf(lead),
  status: lead.status,
  overdue: isOverdue(lead, now),
  repeat: lead.repeat_contact === true,
});

export const sampleLabel = (pdfType: string) =>
  Object.hasOwn(sampleTitles, pdfType) ? sampleTitles[pdfType as keyof typeof sampleTitles] : pdfType;

export const toDownloadRow = (download: SampleDownload, now: number): DownloadRow => ({
  id: download.id,
  when: timeOf(download.created_at, now),
  name: `${download.name} ${download.lastname}`,
  email: download.email,
  sample: sampleLabel(download.pdf_type),
});

export { formLabel };
