import { ButtonLink, CallToAction, LazyFrame, InfoCards, PageHeader, ProcessSteps, Section, StatCounters } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import { pageSections } from '@cg/content/pageSections';
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
import { PageLeadForm } from '../forms/PageLeadForm';
import { Island } from '../islands/Island';
import processSteps from '../islands/processSteps.island';
import statCounters from '../islands/statCounters.island';

/** /mixanografika: the 90-minute appointment, the process, the calculator and the booking form. */
export function MixanografikaPage() {
  const calculator = mechanographicCalculator;
  return (
    <>
      <Section tone="subtle">
        <Stack space="xl">
          <PageHeader title={mechanographicIntro.title} lead={mechanographicIntro.text}>
            <ButtonLink href="#lead-form" size="lg">
              {mechanographicIntro.cta}
            </ButtonLink>
          </PageHeader>
          <Island of={statCounters} view={StatCounters} props={{ items: mechanographicStats }} />
        </Stack>
      </Section>
      <Section title={mechanographicBenefits.title}>
        <InfoCards cards={mechanographicBenefits.cards} columns={3} />
      </Section>
      <Section tone="subtle">
        <CallToAction {...mechanographicOffer} />
      </Section>
      <Section title={mechanographicSteps.title}>
        <Island of={processSteps} view={ProcessSteps} props={{ steps: mechanographicSteps.steps }} />
      </Section>
      <Section tone="subtle" title={mechanographicWhy.title} intro={mechanographicWhy.text} />
      <Section title={mechanographicChooseUs.title} intro={mechanographicChooseUs.text} />
      <Section tone="subtle" id="calculator" title={calculator.title} intro={calculator.text}>
        <LazyFrame src={calculator.src} title={calculator.frameTitle} height={calculator.height} openLabel={calculator.openLabel} />
      </Section>
      <Section id="lead-form" {...pageSections.mixanografika.form}>
        <PageLeadForm form="mixanografika" />
      </Section>
    </>
  );
}
