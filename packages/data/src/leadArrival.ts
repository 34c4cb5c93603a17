/**
 * How staff read where a lead came from: its campaign (source / medium / campaign), else the referring
 * site, else `Άμεση` (the page saw no source) or `Άγνωστη` (no JavaScript: the page could not tell).
 */
import type { AttributionKey } from './attribution';
import type { InboxLead } from './leads';

export const arrivalLabels = { direct: 'Άμεση', unknown: 'Άγνωστη' } as const;

/** The inbox's `Πηγή` filter: a utm_source, or one of these two. */
export const arrivalFilterValues = { direct: 'direct', unknown: 'unknown' } as const;

/** What each stored value is called in the lead's detail and the CSV. */
export const attributionLabels: Record<AttributionKey, string> = {
  landing_page: 'Σελίδα εισόδου',
  referrer: 'Προέλευση (ιστότοπος)',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  utm_term: 'utm_term',
  utm_content: 'utm_content',
  fbclid: 'fbclid',
  gclid: 'gclid',
};

type Arrival = Pick<InboxLead, 'attribution_known' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign'>;

export function arrivalOf(lead: Arrival): string {
  if (!lead.attribution_known) return arrivalLabels.unknown;
  if (lead.utm_source) return [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(' / ');
  if (lead.referrer) return new URL(lead.referrer).host;
  return arrivalLabels.direct;
}
