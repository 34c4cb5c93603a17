import { Accordion } from '@cg/ui';

export type FaqAccordionProps = { items: readonly { question: string; answer: string }[] };

/** Questions and answers, one open at a time, each answer a paragraph (plain text: React escapes it). */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <Accordion items={items.map((item, index) => ({ id: `faq-${index + 1}`, title: item.question, content: <p>{item.answer}</p> }))} />
  );
}
