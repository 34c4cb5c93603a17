import type { ChecklistDocument } from '@cg/data/contentChecklist';

/**
 * What the Meta test includes (/university-students): the seed of the «university-includes» document (decision 036),
 * which staff edit in the back office.
 */
export const universityIncludesList = {
  items: [
    'Online τεστ ενδιαφερόντων, αξιών και δεξιοτήτων',
    'Αναφορά αποτελεσμάτων με προτάσεις σπουδών και επαγγελμάτων',
    'Αντιστοίχιση με μεταπτυχιακά προγράμματα',
    'Συνεδρία συμβουλευτικής με πιστοποιημένο σύμβουλο',
  ],
} satisfies ChecklistDocument;
