import { Accordion } from '@cg/ui';
import type { CompanyVideo } from '@cg/content/video';
import { CompanyVideoEmbed } from './CompanyVideoEmbed';

export type Interview = CompanyVideo & { id: string };

/** TV interviews, one open at a time, each a video facade with its own poster. */
export function InterviewAccordion({ interviews, defaultOpenId }: { interviews: readonly Interview[]; defaultOpenId?: string }) {
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
