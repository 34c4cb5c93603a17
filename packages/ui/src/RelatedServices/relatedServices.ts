import type { ServiceCard } from '../ServiceCardGrid/ServiceCardGrid';

export type RelatedService = ServiceCard & { group: 'primary' | 'secondary' };

/** The spec's default: at most six services. */
export const defaultRelatedMax = 6;

/** Up to `max` services other than the current page, the primary group before the secondary, each in its given order. */
export function pickRelatedServices(
  services: readonly RelatedService[],
  currentHref: string | undefined,
  max = defaultRelatedMax,
): RelatedService[] {
  const others = services.filter((service) => service.href !== currentHref);
  return [...others.filter((service) => service.group === 'primary'), ...others.filter((service) => service.group === 'secondary')].slice(
    0,
    Math.max(0, max),
  );
}
