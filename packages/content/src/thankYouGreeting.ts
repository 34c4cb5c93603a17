import { vocativeOf } from './vocative';

/**
 * What a thank-you page says to its visitor by name (specification section 2), apart from the page's other texts: a
 * page's island says it again once it knows whom it greets, without loading the rest of the site's content. A
 * person is addressed in the vocative (Αλέξανδρος: «Ευχαριστούμε, Αλέξανδρε!»).
 */
export const thankYouGreeting = (firstName?: string) => (firstName ? `Ευχαριστούμε, ${vocativeOf(firstName)}!` : 'Ευχαριστούμε!');

/** The foreis form's thank-you page thanks the institution by its name. */
export const institutionThanks = (companyName?: string) =>
  companyName ? `Ευχαριστούμε για το ενδιαφέρον σας για τον φορέα «${companyName}».` : 'Ευχαριστούμε για το ενδιαφέρον του φορέα σας.';
