import { homeInterviews } from '@cg/content/home';
import { InterviewAccordion } from '../components/InterviewAccordion';

/** The television interviews: an accordion of video facades, hydrated on the first pointer, touch or focus in it (the first tap is replayed once it has). */
export default function HomeInterviewsIsland() {
  return <InterviewAccordion interviews={homeInterviews} defaultOpenId={homeInterviews[0]?.id} />;
}
