import { ContactDetails, EventCards, PageHeader, Section, Tiles } from '@cg/ui';
import { contactInfo } from '@cg/content/contact';
import { imeridesCall, imeridesEvents, imeridesIntro, imeridesVideos } from '@cg/content/imerides';
import { CompanyVideoEmbed } from '../components/CompanyVideoEmbed';
import video from '../islands/video.island';
import { Island } from '../islands/Island';

/** /imerides: past events on video, the next two, and a call to organise one at a school. */
export function ImeridesPage() {
  return (
    <>
      <Section tone="subtle">
        <PageHeader title={imeridesIntro.title} lead={imeridesIntro.text} />
      </Section>
      <Section title="Στιγμές από τις ημερίδες μας">
        <Tiles as="ul" columns={{ tablet: 2, desktop: 3 }}>
          {imeridesVideos.map((eventVideo, index) => (
            <li key={eventVideo.title}>
              <Island of={video} view={CompanyVideoEmbed} props={{ video: eventVideo, poster: (index % 3) + 1 }} />
            </li>
          ))}
        </Tiles>
      </Section>
      <Section tone="subtle" title={imeridesEvents.title}>
        <EventCards events={imeridesEvents.events} labels={imeridesEvents.labels} />
      </Section>
      <Section title={imeridesCall.title} intro={imeridesCall.text}>
        <ContactDetails {...contactInfo} />
      </Section>
    </>
  );
}
