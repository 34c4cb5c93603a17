import { ContactSection, Hero, LinkTiles, LogoGrid, PodcastBlock, Section, ServiceCardGrid, Testimonials } from '@cg/ui';
import { contactInfo, openingHoursDisplay } from '@cg/content/contact';
import { academicPlatform, homeContact, homeInterviews, homePodcast, homeStats } from '@cg/content/home';
import { homeServices } from '@cg/content/homeServices';
import { homeTestimonials } from '@cg/content/testimonials';
import { pageHero } from '../lib/pageHero';
import { partnerLogos } from '../lib/partnerLogos';
import { InterviewAccordion } from '../components/InterviewAccordion';
import { HomeStats } from '../components/HomeStats';
import { Island } from '../islands/Island';
import statCounters from '../islands/statCounters.island';
import { pageSections } from '@cg/content/pageSections';

const sections = pageSections.home;
const ratingLabel = (rating: number, max: number) => `Βαθμολογία ${rating} από ${max}`;

/** The home page: library components filled with the specification's content. */
export function HomePage() {
  return (
    <>
      <Hero {...pageHero('home')} />
      <Section tone="subtle" title={sections.stats.title} intro={sections.stats.intro}>
        <Island of={statCounters} view={HomeStats} props={{ items: homeStats }} />
      </Section>
      <Section>
        <PodcastBlock {...homePodcast} />
      </Section>
      <Section tone="subtle" {...sections.services}>
        <ServiceCardGrid cards={homeServices.items} moreLabel="Μάθετε περισσότερα" />
      </Section>
      <Section {...sections.partners}>
        <LogoGrid logos={partnerLogos} />
      </Section>
      <Section tone="subtle" {...sections.interviews}>
        <InterviewAccordion interviews={homeInterviews} defaultOpenId={homeInterviews[0]?.id} />
      </Section>
      <Section title={academicPlatform.title} intro={academicPlatform.intro}>
        <LinkTiles
          tiles={academicPlatform.categories.map((category) => ({
            label: category.label,
            href: `${academicPlatform.url}/${category.slug}`,
          }))}
          cta={{ label: 'Μετάβαση στην πλατφόρμα', href: academicPlatform.url }}
        />
      </Section>
      <Section tone="subtle" {...sections.testimonials}>
        <Testimonials items={homeTestimonials.items} ratingLabel={ratingLabel} />
      </Section>
      <ContactSection {...homeContact} contact={contactInfo} hours={openingHoursDisplay} />
    </>
  );
}
