import type { MetaDescriptor } from 'react-router';
import { eventListingAtBuild } from '../events/buildTimeEvents';
import { eventJsonLd } from '../events/eventJsonLd';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { ImeridesPage } from '../pages/ImeridesPage';
import type { Route } from './+types/imerides';

const imeridesHead = headLoader('/imerides');
export const meta = headMeta;

/** At build time: the published events, in the prerendered HTML and, each one, as Event structured data. */
export const loader = async () => {
  const route = imeridesHead();
  const storedEvents = await eventListingAtBuild();
  const events: MetaDescriptor[] = (storedEvents?.events ?? []).map((event) => ({ 'script:ld+json': eventJsonLd(event) }));
  return { ...route, head: [...route.head, ...events], storedEvents };
};

export default function ImeridesRoute({ loaderData }: Route.ComponentProps) {
  return <ImeridesPage storedEvents={loaderData.storedEvents} />;
}
