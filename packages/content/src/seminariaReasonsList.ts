import type { ChecklistDocument } from '@cg/data/contentChecklist';
import { withFacts } from './withFacts.ts';

/**
 * Why the seminar (/seminaria): the seed of the «seminaria-reasons» document (decision 036), which staff edit in the back
 * office. The tests' users are named in braces, as «company-figures» holds them.
 */
export const seminariaReasonsList = withFacts({
  items: [
    'Πιστοποίηση από πανεπιστημιακό κέντρο',
    'Εργαλεία που χρησιμοποιούνται σε πάνω από {χρήστες} τεστ',
    'Εποπτεία από έμπειρους συμβούλους',
    'Ευέλικτο πρόγραμμα για εργαζόμενους',
  ],
} satisfies ChecklistDocument);
