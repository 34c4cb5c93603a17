import { InterviewAccordion, type InterviewAccordionProps } from '../components/InterviewAccordion';

/** Television interviews: an accordion of video facades, hydrated on the first pointer, touch or focus in it (the first tap is replayed). */
export default function InterviewsIsland(props: InterviewAccordionProps) {
  return <InterviewAccordion {...props} />;
}
