import { InfoCards, LogoCarousel, PageHeader, Section, StatCounters } from '@cg/ui';
import { Island } from '../islands/Island';
import carousel from '../islands/carousel.island';
import statCounters from '../islands/statCounters.island';
import { Stack } from '@cg/ui/layout';
import { InterviewAccordion } from '../components/InterviewAccordion';
import { foreisInterviews, foreisIntro, foreisQualities, foreisServices, foreisStats } from '@cg/content/foreis';
import { partnerLogos } from '../lib/partnerLogos';
import { PageLeadForm } from '../forms/PageLeadForm';
import { pageSections } from '@cg/content/pageSections';

/** The carousel's ten logos (spec section 9). */
const carouselLogos = partnerLogos.slice(0, 10);

/** /foreis: what bodies get, why us, partners, interviews and the contact form. */
export function ForeisPage() {
  return (
    <>
      <Section tone="subtle">
        <Stack space="xl">
          <PageHeader title={foreisIntro.title} lead={foreisIntro.text} />
          <Island of={statCounters} view={StatCounters} props={{ items: foreisStats }} />
        </Stack>
      </Section>
      <Section title={foreisServices.title}>
        <InfoCards cards={foreisServices.cards} columns={3} />
      </Section>
      <Section tone="subtle" title={foreisQualities.title}>
        <InfoCards cards={foreisQualities.cards} columns={4} />
      </Section>
      <Section {...pageSections.foreis.partners}>
        <Island
          of={carousel}
          view={LogoCarousel}
          props={{ logos: carouselLogos, label: 'Συνεργαζόμενοι φορείς', pauseLabel: 'Παύση κύλισης' }}
        />
      </Section>
      <Section tone="subtle" {...pageSections.foreis.interviews}>
        <InterviewAccordion interviews={foreisInterviews} />
      </Section>
      <Section id="lead-form" {...pageSections.foreis.form}>
        <PageLeadForm form="foreis" />
      </Section>
    </>
  );
}
