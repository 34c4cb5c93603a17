import type { FaqDocument } from '@cg/data/contentFaq';
import { withFacts } from './withFacts.ts';

/**
 * /seminaria's questions, shown as an accordion and given to search engines as FAQPage data: the seed of the
 * «seminaria-faq» document (decision 036), which staff edit, add to, reorder and publish in the back office. An answer
 * names the seminar's facts in braces ({κέντρο-πιστοποίησης}, {κύκλος}…), so it says the partner and the cycle the
 * «seminar-facts» document holds, whoever changes them.
 */
export const seminarFaq = withFacts({
  items: [
    {
      question: 'Σε ποιους απευθύνεται;',
      answer: 'Σε εκπαιδευτικούς, ψυχολόγους, συμβούλους και αποφοίτους που θέλουν να εργαστούν στον επαγγελματικό προσανατολισμό.',
    },
    {
      question: 'Πώς γίνεται η διδασκαλία;',
      answer: 'Εξ αποστάσεως, με σύγχρονα μαθήματα και ασύγχρονο υλικό που μελετάτε όποτε σας βολεύει.',
    },
    {
      question: 'Τι θα κερδίσω;',
      answer: 'Πιστοποίηση από το {κέντρο-πιστοποίησης}, πρακτική εμπειρία και πρόσβαση στα εργαλεία μας.',
    },
    {
      question: 'Πότε ξεκινά;',
      answer: 'Ο {κύκλος}ος κύκλος ξεκινά {πότε-ξεκινά}, μετά από {προηγούμενοι-κύκλοι} επιτυχημένους κύκλους.',
    },
  ],
} satisfies FaqDocument);
