import { CheckList, InfoCards, PageHeader, Section, StatCounters } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import { sampleDownload as sampleDownloadText, testSections, testsIntro, testsStats, testsWhy } from '@cg/content/tests';
import { testsFaq } from '@cg/content/testsFaq';
import * as css from './pageLayout.css';
import { CompanyVideoEmbed } from '../components/CompanyVideoEmbed';
import { FaqAccordion } from '../components/FaqAccordion';
import { Island } from '../islands/Island';
import sampleDownload from '../islands/sampleDownload.island';
import statCounters from '../islands/statCounters.island';
import video from '../islands/video.island';
import { pageSections } from '@cg/content/pageSections';

/** /tests (and its alias): the four tests, why ours, the FAQ and the sample report download. */
export function TestsPage() {
  return (
    <>
      <Section tone="subtle">
        <Stack space="xl">
          <PageHeader title={testsIntro.title} lead={testsIntro.text} />
          <Island of={statCounters} view={StatCounters} props={{ items: testsStats }} />
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
              <Island of={video} view={CompanyVideoEmbed} props={{ video: section.video, poster: (index % 3) + 1 }} />
            </div>
          </Stack>
        </Section>
      ))}
      <Section title={testsWhy.title}>
        <InfoCards cards={testsWhy.cards} columns={3} />
      </Section>
      <Section tone="subtle" {...pageSections.tests.faq}>
        <FaqAccordion items={testsFaq.items} />
      </Section>
      <Section id="sample-download" title={sampleDownloadText.title} intro={sampleDownloadText.intro}>
        <Island of={sampleDownload} props={{}} />
      </Section>
    </>
  );
}
