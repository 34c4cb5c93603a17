import { CheckList, ContactDetails, FactList, InfoCards, PageHeader, Section } from '@cg/ui';
import { FaqAccordion } from '../components/FaqAccordion';
import { Stack } from '@cg/ui/layout';
import { contactInfo } from '@cg/content/contact';
import { seminarInfo, seminarIntro, seminarProgramme, seminarReasons } from '@cg/content/seminaria';
import { seminarFaq } from '@cg/content/seminarFaq';
import { PageLeadForm } from '../forms/PageLeadForm';
import { pageSections } from '@cg/content/pageSections';

/** /seminaria: the certification seminar, its programme, the FAQ and the sign-up form. */
export function SeminariaPage() {
  return (
    <>
      <Section tone="subtle">
        <PageHeader title={seminarIntro.title} lead={seminarIntro.text} />
      </Section>
      <Section title={seminarProgramme.title}>
        <InfoCards cards={seminarProgramme.cards} columns={3} />
      </Section>
      <Section tone="subtle" title={seminarInfo.title}>
        <FactList facts={seminarInfo.items} />
      </Section>
      <Section title={seminarReasons.title}>
        <CheckList items={seminarReasons.items} />
      </Section>
      <Section tone="subtle" {...pageSections.seminaria.faq}>
        <FaqAccordion items={seminarFaq.items} />
      </Section>
      <Section id="lead-form" {...pageSections.seminaria.form}>
        <Stack space="xl">
          <PageLeadForm form="seminaria" />
          <ContactDetails {...contactInfo} />
        </Stack>
      </Section>
    </>
  );
}
