import { CheckList, InfoCards, PageHeader, Section, StatCounters } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import { sampleDownload, testSections, testsFaq, testsIntro, testsStats, testsWhy } from '@cg/content/tests';
import { SampleDownloadIsland } from '../forms/SampleDownloadIsland';
import * as css from './pageLayout.css';
import { CompanyVideoEmbed } from '../components/CompanyVideoEmbed';
import { FaqAccordion } from '../components/FaqAccordion';
import { Island } from '../islands/Island';

/** /tests (and its alias): the four tests, why ours, the FAQ and the sample report download. */
export function TestsPage() {
  return (
    <>
      <Section tone="subtle">
        <Stack space="xl">
          <PageHeader title={testsIntro.title} lead={testsIntro.text} />
          <Island name="statCounters" component={StatCounters} props={{ items: testsStats }} when="visible" />
        </Stack>
      </Section>
      {testSections.map((section, index) => (
        <Section
          key={section.id}
          id={`test-${section.id}`}
          tone={index % 2 ? 'subtle' : 'default'}
          title={section.title}
          intro={section.text}
        >
          <Stack space="xl">
            <CheckList items={section.points} />
            <div className={css.video}>
              <Island
                name="companyVideo"
                component={CompanyVideoEmbed}
                props={{ video: section.video, poster: (index % 3) + 1 }}
                when="interaction"
              />
            </div>
          </Stack>
        </Section>
      ))}
      <Section title={testsWhy.title}>
        <InfoCards cards={testsWhy.cards} columns={3} />
      </Section>
      <Section tone="subtle" title="Συχνές ερωτήσεις">
        <Island name="faq" component={FaqAccordion} props={{ items: testsFaq }} when="interaction" />
      </Section>
      <Section id="sample-download" title={sampleDownload.title} intro={sampleDownload.intro}>
        <SampleDownloadIsland />
      </Section>
    </>
  );
}
