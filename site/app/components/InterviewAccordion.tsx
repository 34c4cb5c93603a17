import { Accordion, VideoEmbed } from '@cg/ui';
import { videoPoster } from '@cg/content/media';

export type Interview = { id: string; title: string; videoId: string };

/** TV interviews, one open at a time, each a video facade with its own poster. */
export function InterviewAccordion({ interviews, defaultOpenId }: { interviews: readonly Interview[]; defaultOpenId?: string }) {
  return (
    <Accordion
      items={interviews.map((interview, index) => ({
        id: interview.id,
        title: interview.title,
        content: <VideoEmbed videoId={interview.videoId} title={interview.title} playLabel={`Αναπαραγωγή βίντεο: ${interview.title}`} poster={videoPoster(index + 1)} />,
      }))}
      defaultOpenId={defaultOpenId}
    />
  );
}
