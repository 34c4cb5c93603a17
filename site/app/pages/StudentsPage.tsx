import { CallToAction, Hero, InfoCards, Section, StatCounters } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import { leadFormCopy } from '@cg/content/leadForms';
import { studentsClaim, studentsCounselling, studentsHero, studentsProgramme, studentsTests } from '@cg/content/students';
import { LeadCaptureFormIsland } from '../forms/LeadCaptureFormIsland';
import * as css from './pageLayout.css';
import { CompanyVideoEmbed } from '../components/CompanyVideoEmbed';
import { Island } from '../islands/Island';

/** /students: the programme, the tests, counselling by grade and the lead form. */
export function StudentsPage() {
  const { video } = studentsTests;
  return (
    <>
      <Hero {...studentsHero} />
      <Section title={studentsProgramme.title} intro={studentsProgramme.intro}>
        <InfoCards cards={studentsProgramme.cards} />
      </Section>
      <Section tone="subtle" title={studentsTests.title} intro={studentsTests.intro}>
        <Stack space="xl">
          <div className={css.video}>
            <Island name="companyVideo" component={CompanyVideoEmbed} props={{ video, poster: 1 }} when="interaction" />
          </div>
          <CallToAction {...studentsTests.coupon} />
        </Stack>
      </Section>
      <Section title={studentsCounselling.title} intro={studentsCounselling.intro}>
        <InfoCards cards={studentsCounselling.cards} columns={4} />
      </Section>
      <Section tone="subtle" title={studentsClaim.title} intro={studentsClaim.intro}>
        <Island name="statCounters" component={StatCounters} props={{ items: studentsClaim.stats }} when="visible" />
      </Section>
      <Section id="lead-form" title={leadFormCopy.students.title} intro={leadFormCopy.students.intro}>
        <LeadCaptureFormIsland form="students" />
      </Section>
    </>
  );
}
