import { CallToAction, Hero, InfoCards, Section, StatCounters } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import { pageSections } from '@cg/content/pageSections';
import { studentsClaim, studentsCounselling, studentsProgramme, studentsTests } from '@cg/content/students';
import { PageLeadForm } from '../forms/PageLeadForm';
import { pageHero } from '../lib/pageHero';
import * as css from './pageLayout.css';
import { CompanyVideoEmbed } from '../components/CompanyVideoEmbed';
import { Island } from '../islands/Island';
import statCounters from '../islands/statCounters.island';
import video from '../islands/video.island';

/** /students: the programme, the tests, counselling by grade and the lead form. */
export function StudentsPage() {
  const { video: studentsVideo } = studentsTests;
  return (
    <>
      <Hero {...pageHero('students')} />
      <Section title={studentsProgramme.title} intro={studentsProgramme.intro}>
        <InfoCards cards={studentsProgramme.cards} />
      </Section>
      <Section tone="subtle" title={studentsTests.title} intro={studentsTests.intro}>
        <Stack space="xl">
          <div className={css.video}>
            <Island of={video} view={CompanyVideoEmbed} props={{ video: studentsVideo, poster: 1 }} />
          </div>
          <CallToAction {...studentsTests.coupon} />
        </Stack>
      </Section>
      <Section title={studentsCounselling.title} intro={studentsCounselling.intro}>
        <InfoCards cards={studentsCounselling.cards} columns={4} />
      </Section>
      <Section tone="subtle" title={studentsClaim.title} intro={studentsClaim.intro}>
        <Island of={statCounters} view={StatCounters} props={{ items: studentsClaim.stats }} />
      </Section>
      <Section id="lead-form" {...pageSections.students.form}>
        <PageLeadForm form="students" />
      </Section>
    </>
  );
}
