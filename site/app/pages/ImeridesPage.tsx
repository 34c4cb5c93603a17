import { ContactDetails, PageHeader, Section, Tiles } from '@cg/ui';
import { contactInfo } from '@cg/content/contact';
import { imeridesCall, imeridesEvents, imeridesIntro, imeridesVideos } from '@cg/content/imerides';
import { CompanyVideoEmbed } from '../components/CompanyVideoEmbed';
import type { StoredEvents } from '../events/buildTimeEvents';
import eventsCheck from '../islands/eventsCheck.island';
import eventRegistration from '../islands/eventRegistration.island';
import eventsListing from '../islands/eventsListing.island';
import leadDraft from '../islands/leadDraft.island';
import video from '../islands/video.island';
import { Island } from '../islands/Island';
import { pageSections } from '@cg/content/pageSections';

export type ImeridesPageProps = {
  /** The published events as the build read them (null: the build had no backend); the page checks them in the browser. */
  storedEvents?: StoredEvents | null;
};

/**
 * /imerides: past events on video, the upcoming ones staff publish, the form to register for one, and a call to
 * organise one at a school.
 */
export function ImeridesPage({ storedEvents = null }: ImeridesPageProps) {
  return (
    <>
      <Section tone="subtle">
        <PageHeader title={imeridesIntro.title} lead={imeridesIntro.text} />
      </Section>
      <Section {...pageSections.imerides.moments}>
        <Tiles as="ul" columns={{ tablet: 2, desktop: 3 }}>
          {imeridesVideos.map((eventVideo, index) => (
            <li key={eventVideo.title}>
              <Island of={video} view={CompanyVideoEmbed} props={{ video: eventVideo, poster: (index % 3) + 1 }} />
            </li>
          ))}
        </Tiles>
      </Section>
      <Section tone="subtle" title={imeridesEvents.title}>
        <Island of={eventsCheck} props={{}} />
        <Island of={eventsListing} props={{ storedEvents }} />
      </Section>
      <Section id="lead-form" {...pageSections.imerides.form}>
        <Island of={leadDraft} props={{ form: 'imerides', island: 'eventRegistration' }} />
        <Island of={eventRegistration} props={{ storedEvents }} />
      </Section>
      <Section title={imeridesCall.title} intro={imeridesCall.text}>
        <ContactDetails {...contactInfo} />
      </Section>
    </>
  );
}
