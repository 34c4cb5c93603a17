import { splitResponsibleName, type ThankYouQueryKeys } from '@cg/data/forms';

/** Whom a thank-you page greets: the first name, and for the foreis form the body's name. Nothing else. */
export type Visitor = { firstName?: string; companyName?: string };

/** The navigation state a form hands its thank-you page, so no personal data ever enters the address. */
export type ThankYouState = { visitor: Visitor };

const capped = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 254) : '') || undefined;

function visitorOf(firstName: unknown, companyName: unknown): Visitor | null {
  const visitor: Visitor = {};
  const first = capped(firstName);
  const company = capped(companyName);
  if (first) visitor.firstName = first;
  if (company) visitor.companyName = company;
  return Object.keys(visitor).length ? visitor : null;
}

/** The visitor the specification's query names (first name, or the first word of the responsible name); null when none. */
export function visitorFromQuery(search: string, keys: ThankYouQueryKeys): Visitor | null {
  const query = new URLSearchParams(search);
  const get = (key: string | undefined) => (key ? query.get(key) : null);
  const responsible = capped(get(keys.responsibleName));
  const firstName = get(keys.firstName) ?? (responsible ? splitResponsibleName(responsible).first_name : null);
  return visitorOf(firstName, get(keys.companyName));
}

/** The visitor a form handed over in the navigation's state; anything else in history state is ignored. */
export function visitorFromState(state: unknown): Visitor | null {
  const visitor = (state as Partial<ThankYouState> | null)?.visitor;
  return visitor && typeof visitor === 'object' ? visitorOf(visitor.firstName, visitor.companyName) : null;
}

/** The query without any of the specification's personal fields (what is left, e.g. campaign tags, stays). */
export function withoutVisitorQuery(search: string, keys: ThankYouQueryKeys): string {
  const query = new URLSearchParams(search);
  for (const key of Object.values(keys)) if (key) query.delete(key);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
