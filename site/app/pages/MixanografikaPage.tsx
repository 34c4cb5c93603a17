import { ButtonLink, CallToAction, FrameFacade, InfoCards, ProcessSteps, Section, StatCounters } from '@cg/ui';
import { leadFormCopy } from '@cg/content/leadForms';
import {
  mechanographicBenefits,
  mechanographicCalculator,
  mechanographicChooseUs,
  mechanographicIntro,
  mechanographicOffer,
  mechanographicStats,
  mechanographicSteps,
  mechanographicWhy,
} from '@cg/content/mixanografika';
import { LeadCaptureForm } from '../forms/LeadCaptureForm';
import * as css from './pageLayout.css';

/** /mixanografika: the 90-minute appointment, the process, the calculator and the booking form. */
export function MixanografikaPage() {
  const calculator = mechanographicCalculator;
  return (
    <>
      <Section tone="subtle">
        <div className={css.intro}>
          <h1 className={css.title}>{mechanographicIntro.title}</h1>
          <p className={css.lead}>{mechanographicIntro.text}</p>
          <ButtonLink href="#lead-form" size="lg">
            {mechanographicIntro.cta}
          </ButtonLink>
        </div>
        <StatCounters items={mechanographicStats} />
      </Section>
      <Section title={mechanographicBenefits.title}>
        <InfoCards cards={mechanographicBenefits.cards} columns={3} />
      </Section>
      <Section tone="subtle">
        <CallToAction {...mechanographicOffer} />
      </Section>
      <Section title={mechanographicSteps.title}>
        <ProcessSteps steps={mechanographicSteps.steps} />
      </Section>
      <Section tone="subtle" title={mechanographicWhy.title} intro={mechanographicWhy.text} />
      <Section title={mechanographicChooseUs.title} intro={mechanographicChooseUs.text} />
      <Section tone="subtle" id="calculator" title={calculator.title}>
        <FrameFacade src={calculator.src} title={calculator.frameTitle} height={calculator.height} text={calculator.text} loadLabel={calculator.loadLabel} openLabel={calculator.openLabel} />
      </Section>
      <Section id="lead-form" title={leadFormCopy.mixanografika.title} intro={leadFormCopy.mixanografika.intro}>
        <LeadCaptureForm form="mixanografika" />
      </Section>
    </>
  );
}
