import { placeholder } from './placeholder.ts';

/** The seminar's facts (spec sections 2 and 9): /seminaria's texts and its questions' seed are written from them. */
export const seminar = {
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
