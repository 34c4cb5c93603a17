import { CheckList, Hero, InfoCards, Section } from '@cg/ui';
import { Stack } from '@cg/ui/layout';
import { pageSections } from '@cg/content/pageSections';
import { universityFeatures, universityIncludes, universityMeta, universityServices } from '@cg/content/university';
import { PageLeadForm } from '../forms/PageLeadForm';
import { pageHero } from '../lib/pageHero';
import * as css from './pageLayout.css';
import { CompanyVideoEmbed } from '../components/CompanyVideoEmbed';
import { Island } from '../islands/Island';
import video from '../islands/video.island';

/** /university-students: the Meta test, what it includes, career services and the contact form. */
export function UniversityStudentsPage() {
  const { video: metaVideo } = universityMeta;
  return (
    <>
      <Hero {...pageHero('university')} />
      <Section title={universityMeta.title} intro={universityMeta.intro}>
        <Stack space="xl">
          <div className={css.video}>
            <Island of={video} view={CompanyVideoEmbed} props={{ video: metaVideo, poster: 2 }} />
          </div>
          <InfoCards cards={universityFeatures} columns={3} />
        </Stack>
      </Section>
      <Section tone="subtle" title={universityIncludes.title}>
        <CheckList items={universityIncludes.items} />
      </Section>
      <Section title={universityServices.title}>
        <InfoCards cards={universityServices.cards} columns={3} />
      </Section>
      <Section tone="subtle" id="lead-form" {...pageSections.university.form}>
        <PageLeadForm form="university" />
      </Section>
    </>
  );
}
