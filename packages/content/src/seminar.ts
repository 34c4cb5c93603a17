import type { SeminarFacts } from '@cg/data/contentSeminarFacts';
import { placeholder } from './placeholder.ts';

/**
 * The seminar's facts (spec sections 2 and 9): the seed of the «seminar-facts» document (decision 036). /seminaria's
 * texts are written from what is published, and its questions' seed from these.
 */
export const seminar: SeminarFacts = {
  partner: placeholder(
    'Κέντρο Επιμόρφωσης και Διά Βίου Μάθησης του Πανεπιστημίου',
    'Το πανεπιστημιακό κέντρο δια βίου μάθησης που πιστοποιεί το σεμινάριο (πλήρης επωνυμία)',
  ),
  hours: 350,
  months: 4,
  start: 'Νοέμβριος 2025',
  startsIn: 'τον Νοέμβριο του 2025',
  cycle: 11,
};
