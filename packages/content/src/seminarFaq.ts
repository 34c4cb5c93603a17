import type { FaqDocument } from '@cg/data/contentFaq';
import { placeholder } from './placeholder.ts';
import { seminar } from './seminar.ts';

/**
 * /seminaria's questions, shown as an accordion and given to search engines as FAQPage data: the seed of the
 * «seminaria-faq» document (decision 036), which staff edit, add to, reorder and publish in the back office. Written
 * out from the seminar's facts once; after that, an answer says what staff wrote (a new cycle or partner is theirs to
 * write here too: the partner's answer stays a placeholder until they do).
 */
export const seminarFaq = {
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
      answer: placeholder(
        `Πιστοποίηση από το ${seminar.partner}, πρακτική εμπειρία και πρόσβαση στα εργαλεία μας.`,
        'Η απάντηση «Τι θα κερδίσω;» με την πλήρη επωνυμία του πανεπιστημιακού κέντρου που πιστοποιεί το σεμινάριο',
      ),
    },
    {
      question: 'Πότε ξεκινά;',
      answer: `Ο ${seminar.cycle}ος κύκλος ξεκινά ${seminar.startsIn}, μετά από ${seminar.cycle - 1} επιτυχημένους κύκλους.`,
    },
  ],
} satisfies FaqDocument;
