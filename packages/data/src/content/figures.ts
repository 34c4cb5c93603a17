/**
 * The company's figures the pages repeat (spec section 9): the counters of the home page, /students, /tests, /foreis
 * and /mixanografika, the sentences that quote them, and the reviews' rating (the home page and the business's
 * structured data). Each is a whole number but the rating, read on a scale to 5. The labels beside each counter are
 * the pages' own and stay in code.
 */
import * as v from 'valibot';
import { decimal, wholeNumber } from './fields.ts';

export const figuresSchema = v.strictObject({
  users: wholeNumber(1, 100_000_000),
  years: wholeNumber(1, 100),
  counsellingSessions: wholeNumber(1, 100_000_000),
  counsellors: wholeNumber(1, 100_000),
  testTypes: wholeNumber(1, 20),
  satisfaction: wholeNumber(1, 100),
  partnerBodies: wholeNumber(1, 100_000),
  studentsReached: wholeNumber(1, 100_000_000),
  guidances: wholeNumber(1, 100_000_000),
  yearsInOneBlock: wholeNumber(1, 100),
  rating: v.strictObject({ value: decimal(1, 5), count: wholeNumber(1, 10_000_000) }),
});

export type CompanyFigures = v.InferOutput<typeof figuresSchema>;

export const figuresFieldLabels: Record<string, string> = {
  '/users': 'Χρήστες των τεστ (αρχική, μαθητές, τεστ, σεμινάρια)',
  '/years': 'Χρόνια εμπειρίας',
  '/counsellingSessions': 'Συνεδρίες συμβουλευτικής (αρχική)',
  '/counsellors': 'Πιστοποιημένοι σύμβουλοι (αρχική)',
  '/testTypes': 'Είδη τεστ (σελίδα των τεστ)',
  '/satisfaction': 'Ικανοποίηση, τοις εκατό (τεστ, μηχανογραφικό)',
  '/partnerBodies': 'Συνεργαζόμενοι φορείς (σελίδα φορέων)',
  '/studentsReached': 'Μαθητές που συναντήσαμε μέσω φορέων (σελίδα φορέων)',
  '/guidances': 'Καθοδηγήσεις για το μηχανογραφικό',
  '/yearsInOneBlock': 'Χρόνια καθοδήγησης στο μηχανογραφικό («Πάνω από … χρόνια»)',
  '/rating': 'Βαθμολογία από τις κριτικές (αρχική σελίδα)',
  '/rating/value': 'Μέση βαθμολογία (1 έως 5, π.χ. 4.9)',
  '/rating/count': 'Αριθμός κριτικών',
};
