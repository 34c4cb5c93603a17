import { homeInterviews } from '@cg/content/home';
import { InterviewAccordion } from '../components/InterviewAccordion';

/** The television interviews: an accordion of video facades, hydrated once it comes into view (before its first click). */
export default function HomeInterviewsIsland() {
  return <InterviewAccordion interviews={homeInterviews} defaultOpenId={homeInterviews[0]?.id} />;
}
