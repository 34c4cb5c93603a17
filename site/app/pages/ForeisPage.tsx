import { InfoCards, LogoCarousel, PageHeader, Section, StatCounters } from '@cg/ui';
import { Island } from '../islands/Island';
import { Stack } from '@cg/ui/layout';
import { InterviewAccordion } from '../components/InterviewAccordion';
import { leadFormCopy } from '@cg/content/leadForms';
import { foreisInterviews, foreisIntro, foreisQualities, foreisServices, foreisStats } from '@cg/content/foreis';
import { partnerLogos } from '@cg/content/media';
import { LeadCaptureFormIsland } from '../forms/LeadCaptureFormIsland';

/** The carousel's ten logos (spec section 9). */
const carouselLogos = partnerLogos.slice(0, 10);

/** /foreis: what bodies get, why us, partners, interviews and the contact form. */
export function ForeisPage() {
  return (
    <>
      <Section tone="subtle">
        <Stack space="xl">
          <PageHeader title={foreisIntro.title} lead={foreisIntro.text} />
          <Island name="statCounters" component={StatCounters} props={{ items: foreisStats }} when="visible" />
        </Stack>
      </Section>
      <Section title={foreisServices.title}>
        <InfoCards cards={foreisServices.cards} columns={3} />
      </Section>
      <Section tone="subtle" title={foreisQualities.title}>
        <InfoCards cards={foreisQualities.cards} columns={4} />
      </Section>
      <Section title="Μας εμπιστεύονται">
        <Island
          name="carousel"
          component={LogoCarousel}
          props={{ logos: carouselLogos, label: 'Συνεργαζόμενοι φορείς', labels: { pause: 'Παύση κύλισης', play: 'Συνέχεια κύλισης' } }}
          when="visible"
        />
      </Section>
      <Section tone="subtle" title="Τηλεοπτικές συνεντεύξεις">
        <Island name="interviews" component={InterviewAccordion} props={{ interviews: foreisInterviews }} when="interaction" />
      </Section>
      <Section id="lead-form" title={leadFormCopy.foreis.title} intro={leadFormCopy.foreis.intro}>
        <LeadCaptureFormIsland form="foreis" />
      </Section>
    </>
  );
}
