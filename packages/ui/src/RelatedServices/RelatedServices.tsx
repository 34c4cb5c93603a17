import { Section } from '../Section/Section';
import { ServiceCardGrid } from '../ServiceCardGrid/ServiceCardGrid';
import { defaultRelatedMax, pickRelatedServices, type RelatedService } from './relatedServices';

export type RelatedServicesProps = {
  title: string;
  intro?: string;
  services: readonly RelatedService[];
  /** The page being shown: never offered as a related service. */
  currentHref?: string;
  max?: number;
  moreLabel: string;
};

/**
 * Other services worth a look: up to `max` cards, primary services first, never the current page.
 * Accessibility: a section named by its heading, the services a list of articles each with one link.
 */
export function RelatedServices({ title, intro, services, currentHref, max = defaultRelatedMax, moreLabel }: RelatedServicesProps) {
  const cards = pickRelatedServices(services, currentHref, max);
  if (cards.length === 0) return null;
  return (
    <Section tone="subtle" title={title} intro={intro}>
      <ServiceCardGrid cards={cards} moreLabel={moreLabel} />
    </Section>
  );
}
