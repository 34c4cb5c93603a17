import { Accordion } from '@cg/ui';
import type { CompanyVideo } from '@cg/content/video';
import video from '../islands/video.island';
import { Island } from '../islands/Island';
import { CompanyVideoEmbed } from './CompanyVideoEmbed';

export type Interview = CompanyVideo & { id: string };

/** TV interviews, one open at a time, each a video facade with its own poster (played in place by the video island). */
export type InterviewAccordionProps = { interviews: readonly Interview[]; defaultOpenId?: string };

export function InterviewAccordion({ interviews, defaultOpenId }: InterviewAccordionProps) {
  return (
    <Accordion
      items={interviews.map((interview, index) => ({
        id: interview.id,
        title: interview.title,
        content: <Island of={video} view={CompanyVideoEmbed} props={{ video: interview, poster: index + 1 }} />,
      }))}
      defaultOpenId={defaultOpenId}
    />
  );
}
