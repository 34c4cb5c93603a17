import type { LeadFormKey } from '@cg/data/forms';
import { institutionThanks } from '@cg/content/thankYouGreeting';
import type { Visitor } from './thankYouQuery';

/**
 * The lines of a thank-you page that name what the visitor gave (specification section 2), as text: the page's
 * HTML says them without a visitor, and greetInPlace says them again as the page is parsed, once it knows whom it greets.
 */
export const visitorLines: Partial<Record<LeadFormKey, (visitor: Visitor | null) => string>> = {
  // Thanks the institution by its name.
  foreis: (visitor) => institutionThanks(visitor?.companyName),
};

/** What marks a visitor line in the page, for greetInPlace to find. */
export const visitorLineAttribute = 'data-visitor-line';
