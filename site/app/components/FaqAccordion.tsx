import { Accordion } from '@cg/ui';

export type FaqAccordionProps = { items: readonly { id: string; question: string; answer: string }[] };

/** Questions and answers, one open at a time, each answer a paragraph. */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return <Accordion items={items.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))} />;
}
