import type { StudentsValues } from '@cg/data/forms';

/** Who the thank-you page thanks, as the form's query carried it. */
export type Visitor = { firstName?: string; lastName?: string; email?: string; phone?: string; eventId?: string };

/** A thank-you page's query keys per visitor field (spec section 2: each page names its own). */
export type QueryKeys = { [K in keyof Visitor]?: string };

export const studentsQueryKeys = { email: 'email', firstName: 'first_name', lastName: 'last_name', phone: 'phone', eventId: 'submission_id' } as const satisfies QueryKeys;

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

export const studentsThankYouUrl = (values: Partial<StudentsValues>, submissionId: string) =>
  thankYouUrl('/students/thank-you', studentsQueryKeys, { ...values, eventId: submissionId });

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
