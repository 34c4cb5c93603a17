import { FaqAccordion, type FaqAccordionProps } from '../components/FaqAccordion';

/** A page's questions and answers: hydrated on the first pointer, touch or focus in them (the first tap is replayed). */
export default function FaqIsland(props: FaqAccordionProps) {
  return <FaqAccordion {...props} />;
}
