import { Accordion } from '@cg/ui';
import type { CompanyVideo } from '@cg/content/video';
import { CompanyVideoEmbed } from './CompanyVideoEmbed';

export type Interview = CompanyVideo & { id: string };

/** TV interviews, one open at a time, each a video facade with its own poster. */
export type InterviewAccordionProps = { interviews: readonly Interview[]; defaultOpenId?: string };

export function InterviewAccordion({ interviews, defaultOpenId }: InterviewAccordionProps) {
  return (
    <Accordion
      items={interviews.map((interview, index) => ({
        id: interview.id,
        title: interview.title,
        content: <CompanyVideoEmbed video={interview} poster={index + 1} />,
      }))}
      defaultOpenId={defaultOpenId}
    />
  );
}
