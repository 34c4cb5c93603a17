import type { CardsDocument } from '@cg/data/contentCards';
import { withFacts } from './withFacts.ts';

/**
 * Why bodies work with us (/foreis): the seed of the «foreis-qualities» document (decision 036), which staff edit in the
 * back office. A card names the years in braces, so it says the figure «company-figures» holds.
 */
export const foreisQualityCards = withFacts({
  items: [
    { title: 'Ευελιξία', text: 'Προγράμματα στα μέτρα του φορέα σας, στον χώρο σας ή online.' },
    { title: 'Ποιότητα', text: 'Πιστοποιημένοι σύμβουλοι και δοκιμασμένα εργαλεία.' },
    { title: 'Υποστήριξη', text: 'Ένας υπεύθυνος επικοινωνίας από την αρχή ως το τέλος.' },
    { title: 'Εμπειρία', text: 'Πάνω από {χρόνια} χρόνια δίπλα σε σχολεία και φορείς.' },
  ],
} satisfies CardsDocument);
