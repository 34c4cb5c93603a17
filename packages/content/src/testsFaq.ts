import type { FaqDocument } from '@cg/data/contentFaq';

/**
 * /tests' questions, shown as an accordion and given to search engines as FAQPage data: the seed of the «tests-faq»
 * document (decision 036), which staff edit, add to, reorder and publish in the back office.
 */
export const testsFaq = {
  items: [
    {
      question: 'Τι είναι τα τεστ επαγγελματικού προσανατολισμού;',
      answer:
        'Online ερωτηματολόγια που δείχνουν τα ενδιαφέροντα, την προσωπικότητα και τις δεξιότητές σας και τα συνδέουν με σπουδές και επαγγέλματα.',
    },
    { question: 'Είναι δωρεάν;', answer: 'Ναι. Όλα τα τεστ είναι δωρεάν και τα αποτελέσματα τα λαμβάνετε αμέσως.' },
  ],
} satisfies FaqDocument;
