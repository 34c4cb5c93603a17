import { seminarFaq } from './seminarFaq';
import { testsFaq } from './testsFaq';

export type FaqItem = { readonly question: string; readonly answer: string };

/** The FAQs pages show, by path: what the 'faq' structured data of a route row reads. */
export const faqsByPath: Partial<Record<string, readonly FaqItem[]>> = {
  '/seminaria': seminarFaq.items,
  '/tests': testsFaq.items,
};
