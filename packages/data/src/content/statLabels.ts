/**
 * What each page's counters say under their figures (the library's `Stat` labels). The figures themselves are the
 * «company-figures» document's; keyed by figure, so a label can never sit under another number.
 */
import * as v from 'valibot';
import { text } from './fields.ts';

const label = text(40);

export const statLabelsSchema = v.strictObject({
  home: v.strictObject({ users: label, counsellingSessions: label, counsellors: label, years: label }),
  students: v.strictObject({ users: label, years: label }),
  tests: v.strictObject({ users: label, testTypes: label, satisfaction: label }),
  mixanografika: v.strictObject({ years: label, guidances: label, satisfaction: label }),
  foreis: v.strictObject({ partnerBodies: label, studentsReached: label }),
});

export type StatLabels = v.InferOutput<typeof statLabelsSchema>;

const pages = {
  home: 'Αρχική σελίδα',
  students: '«Μαθητές»',
  tests: '«Τεστ»',
  mixanografika: '«Μηχανογραφικό»',
  foreis: '«Για φορείς»',
} satisfies Record<keyof StatLabels, string>;

/** Each figure by the name the «company-figures» document gives it. */
const figures: Record<string, string> = {
  users: 'χρήστες των τεστ',
  counsellingSessions: 'συνεδρίες συμβουλευτικής',
  counsellors: 'σύμβουλοι',
  years: 'χρόνια εμπειρίας',
  testTypes: 'είδη τεστ',
  satisfaction: 'ικανοποίηση',
  guidances: 'καθοδηγήσεις',
  partnerBodies: 'συνεργαζόμενοι φορείς',
  studentsReached: 'μαθητές',
};

/** Labels by pointer: «Αρχική σελίδα: κάτω από τον αριθμό «χρήστες των τεστ»». */
export const statLabelsFieldLabels: Record<string, string> = Object.fromEntries(
  Object.entries(statLabelsSchema.entries).flatMap(([page, schema]): [string, string][] => [
    [`/${page}`, pages[page as keyof StatLabels]],
    ...Object.keys(schema.entries).map((figure): [string, string] => [
      `/${page}/${figure}`,
      `${pages[page as keyof StatLabels]}: κάτω από τον αριθμό «${figures[figure]}»`,
    ]),
  ]),
);
