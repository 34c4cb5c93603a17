import type { PartnersDocument } from '@cg/data/contentPartners';
import { placeholder } from './placeholder.ts';

/**
 * The partners the home page and /foreis show, in their order: the seed of the «partner-logos» document (decision
 * 036), which staff edit, reorder and give their logos in the back office. A stand-in: the names are invented, and
 * each is drawn by the site's own mark (media.ts) until the company supplies its partners', with their permission.
 */
export const partnerList: PartnersDocument = {
  items: placeholder(
    [
      'Εκπαιδευτήρια Αρμονία',
      'Φροντιστήρια Ορίζων',
      'Λύκειο Νέα Γενιά',
      'Δήμος Πολιτισμού',
      'Κέντρο Δια Βίου Μάθησης',
      'Ένωση Γονέων Αττικής',
      'Ακαδημία Δεξιοτήτων',
      'Σύνδεσμος Εκπαιδευτικών',
      'Φροντιστήρια Πρόοδος',
      'Όμιλος Καινοτομίας',
      'Κολλέγιο Αιγαίου',
      'Ίδρυμα Νεολαίας',
    ].map((name) => ({ name })),
    'Οι 12 συνεργάτες: επωνυμία και λογότυπο του καθενός, με την άδειά τους',
  ),
};
