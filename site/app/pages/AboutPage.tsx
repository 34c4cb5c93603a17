import { CallToAction, InfoCards, PageHeader, Section, TeamMembers, Timeline } from '@cg/ui';
import { aboutContact, aboutHistory, aboutIntro, aboutMission, aboutValues, aboutVision } from '@cg/content/about';
import { aboutTeam } from '@cg/content/team';
import { contentPhoto } from '../lib/contentPicture';
import { pageSections } from '@cg/content/pageSections';

/** /about: vision, mission, history, the team, values and a call to get in touch. */
export function AboutPage() {
  return (
    <>
      <Section tone="subtle">
        <PageHeader title={aboutIntro.title} lead={aboutIntro.text} />
      </Section>
      <Section title={aboutVision.title} intro={aboutVision.text} />
      <Section tone="subtle" title={aboutMission.title} intro={aboutMission.text} />
      <Section {...pageSections.about.history}>
        <Timeline entries={aboutHistory} />
      </Section>
      <Section tone="subtle" {...pageSections.about.team}>
        <TeamMembers
          members={aboutTeam.items.map(({ photo, ...member }) => (photo ? { ...member, photo: contentPhoto(photo) } : member))}
          bioLabel="Βιογραφικό"
        />
      </Section>
      <Section title={aboutValues.title}>
        <InfoCards cards={aboutValues.cards} columns={4} />
      </Section>
      <Section tone="subtle">
        <CallToAction {...aboutContact} />
      </Section>
    </>
  );
}
