/** Company facts shown in more than one place: written here once (spec sections 1 and 9). */
import { figures } from './figures.ts';

export { figures };

/** The reviews' rating, on the five stars the page draws. */
export const rating = { value: figures.rating.value, best: 5, count: figures.rating.count } as const;

type Day = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** Mon-Fri 09:00-17:00, Sat 10:00-14:00, Sun closed. */
export const openingHours: ReadonlyArray<
  { label: string; days: readonly Day[]; opens: string; closes: string } | { label: string; days: readonly Day[]; closed: true }
> = [
  { label: 'Δευτέρα - Παρασκευή', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' },
  { label: 'Σάββατο', days: ['Saturday'], opens: '10:00', closes: '14:00' },
  { label: 'Κυριακή', days: ['Sunday'], closed: true },
];

/** The ten service cities (spec section 9): on the home page's contact section and the business's structured data. */
export const serviceCities = [
  'Αθήνα',
  'Θεσσαλονίκη',
  'Πάτρα',
  'Ηράκλειο',
  'Λάρισα',
  'Βόλος',
  'Ιωάννινα',
  'Καβάλα',
  'Χανιά',
  'Αγρίνιο',
] as const;

/** The spec's shorter list, a subset of the ten: the area each service page's structured data names. */
export const mainServiceCities = ['Αθήνα', 'Θεσσαλονίκη', 'Πάτρα', 'Λάρισα'] as const satisfies ReadonlyArray<
  (typeof serviceCities)[number]
>;

export const paymentAccepted = 'Cash, Credit Card, Bank Transfer';
export const currency = 'EUR';
