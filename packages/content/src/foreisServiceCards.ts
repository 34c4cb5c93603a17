import type { CardsDocument } from '@cg/data/contentCards';

/**
 * What /foreis offers schools and bodies, each card leading on: the seed of the «foreis-services» document (decision
 * 036), which staff edit in the back office.
 */
export const foreisServiceCards = {
  items: [
    {
      title: 'Τεστ επαγγελματικού προσανατολισμού',
      text: 'Τα τεστ μας για όλους τους μαθητές σας, με αναφορά για τον καθένα.',
      action: { label: 'Τα τεστ', href: '/tests' },
    },
    {
      title: 'Συνεδρίες συμβουλευτικής',
      text: 'Ατομικές ή ομαδικές συνεδρίες στον χώρο σας ή online.',
      action: { label: 'Ζητήστε πρόταση', href: '#lead-form' },
    },
    {
      title: 'Ημερίδες',
      text: 'Ημερίδες για μαθητές και γονείς, με ομιλητές από σχολές και επαγγέλματα.',
      action: { label: 'Οι ημερίδες', href: '/imerides' },
    },
  ],
} satisfies CardsDocument;
