import { conversionSources, type LeadForm } from '@cg/data/forms';

/** Who a thank-you page thanks, as the form's query carried it. */
export type Visitor = {
  firstName?: string;
  lastName?: string;
  /** The foreis form's one name field: its first word greets. */
  responsibleName?: string;
  companyName?: string;
  email?: string;
  phone?: string;
  eventId?: string;
};

/** A thank-you page's query keys per visitor field (spec section 2: each page names its own). */
export type QueryKeys = { [K in keyof Visitor]?: string };

/** The thank-you pages: the five forms' and the Meta application's. */
export type ThankYouPageKey = LeadForm | 'meta';

const camelPerson = { email: 'email', firstName: 'firstName', lastName: 'lastName', phone: 'phone', eventId: 'submission_id' } as const;

export const thankYouQueryKeys = {
  students: { email: 'email', firstName: 'first_name', lastName: 'last_name', phone: 'phone', eventId: 'submission_id' },
  university: camelPerson,
  mechanographic: camelPerson,
  seminar: camelPerson,
  foreis: { email: 'email', responsibleName: 'responsibleName', phone: 'phone', companyName: 'companyName', eventId: 'submission_id' },
  meta: { firstName: 'firstName' },
} as const satisfies Record<ThankYouPageKey, QueryKeys>;

/** Each thank-you page's path: the form's page plus /thank-you; the Meta application's has its own. */
export const thankYouPath = (page: ThankYouPageKey) => (page === 'meta' ? '/meta/thank-you' : `${conversionSources[page].path}/thank-you`);

/** The address a form goes to on success: its thank-you page with the values in the query. */
export function thankYouUrl(path: string, keys: QueryKeys, visitor: Visitor) {
  const query = new URLSearchParams();
  for (const [field, key] of Object.entries(keys) as [keyof Visitor, string][]) {
    const value = visitor[field];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Where a form goes after its lead is stored. */
export const thankYouUrlFor = (form: LeadForm, values: Visitor, submissionId: string) =>
  thankYouUrl(thankYouPath(form), thankYouQueryKeys[form], { ...values, eventId: submissionId });

/** The visitor a query names; null when it names nobody. Values are trimmed and capped. */
export function visitorFromQuery(search: string, keys: QueryKeys): Visitor | null {
  const query = new URLSearchParams(search);
  const visitor: Visitor = {};
  for (const [field, key] of Object.entries(keys) as [keyof Visitor, string][]) {
    const value = query.get(key)?.trim().slice(0, 254);
    if (value) visitor[field] = value;
  }
  return Object.keys(visitor).length ? visitor : null;
}
