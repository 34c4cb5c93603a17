import type { CardsDocument } from '@cg/data/contentCards';

/**
 * /university-students' three cards under the Meta test's video: the seed of the «university-features» document
 * (decision 036), which staff edit in the back office.
 */
export const universityFeatureCards = {
  items: [
    { title: 'Μεταπτυχιακά προγράμματα', text: 'Ποια μεταπτυχιακά ταιριάζουν στο προφίλ σας, στην Ελλάδα και στο εξωτερικό.' },
    { title: 'Εξατομικευμένη ανάλυση', text: 'Αναλυτική αναφορά για τα ενδιαφέροντα, τις αξίες και τις δεξιότητές σας.' },
    { title: 'Αγορά εργασίας', text: 'Τα επαγγέλματα με ζήτηση που ταιριάζουν σε εσάς, και τι χρειάζεται για να φτάσετε εκεί.' },
  ],
} satisfies CardsDocument;
