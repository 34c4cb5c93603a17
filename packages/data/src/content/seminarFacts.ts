/**
 * The seminar's facts (/seminaria): the university centre that certifies it, its length, and when the next cycle
 * starts. The page's sentences are written around them in code («σε συνεργασία με το …», «… ώρες, … μήνες»), so
 * each field says how the page reads it. The page's questions are a document of their own (faq.ts).
 */
import * as v from 'valibot';
import { factText, wholeNumber } from './fields.ts';

export const seminarFactsSchema = v.strictObject({
  partner: factText(150),
  hours: wholeNumber(1, 2000),
  months: wholeNumber(1, 48),
  start: factText(40),
  startsIn: factText(60),
  cycle: wholeNumber(1, 999),
});

export type SeminarFacts = v.InferOutput<typeof seminarFactsSchema>;

export const seminarFactsFieldLabels: Record<string, string> = {
  '/partner': 'Το πανεπιστημιακό κέντρο που πιστοποιεί το σεμινάριο (πλήρης επωνυμία, όπως διαβάζεται μετά το «από το»)',
  '/hours': 'Ώρες του προγράμματος',
  '/months': 'Μήνες του προγράμματος',
  '/start': 'Έναρξη του επόμενου κύκλου (π.χ. «Νοέμβριος 2025»)',
  '/startsIn': 'Έναρξη, όπως διαβάζεται μετά το «ξεκινά» (π.χ. «τον Νοέμβριο του 2025»)',
  '/cycle': 'Αριθμός του επόμενου κύκλου',
};
