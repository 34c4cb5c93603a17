import { InfoCards, LogoCarousel, Section, StatCounters } from '@cg/ui';
import { InterviewAccordion } from '../components/InterviewAccordion';
import { leadFormCopy } from '@cg/content/leadForms';
import { foreisInterviews, foreisIntro, foreisQualities, foreisServices, foreisStats } from '@cg/content/foreis';
import { partnerLogos } from '@cg/content/media';
import { LeadCaptureForm } from '../forms/LeadCaptureForm';
import * as css from './pageLayout.css';

/** The carousel's ten logos (spec section 9). */
const carouselLogos = partnerLogos.slice(0, 10);

/** /foreis: what bodies get, why us, partners, interviews and the contact form. */
export function ForeisPage() {
  return (
    <>
      <Section tone="subtle">
        <div className={css.intro}>
          <h1 className={css.title}>{foreisIntro.title}</h1>
          <p className={css.lead}>{foreisIntro.text}</p>
        </div>
        <StatCounters items={foreisStats} />
      </Section>
      <Section title={foreisServices.title}>
        <InfoCards cards={foreisServices.cards} columns={3} />
      </Section>
      <Section tone="subtle" title={foreisQualities.title}>
        <InfoCards cards={foreisQualities.cards} columns={4} />
      </Section>
      <Section title="Μας εμπιστεύονται">
        <LogoCarousel logos={carouselLogos} label="Συνεργαζόμενοι φορείς" labels={{ pause: 'Παύση κύλισης', play: 'Συνέχεια κύλισης' }} />
      </Section>
      <Section tone="subtle" title="Τηλεοπτικές συνεντεύξεις">
        <InterviewAccordion interviews={foreisInterviews} />
      </Section>
      <Section id="lead-form" title={leadFormCopy.foreis.title} intro={leadFormCopy.foreis.intro}>
        <LeadCaptureForm form="foreis" />
      </Section>
    </>
  );
}
