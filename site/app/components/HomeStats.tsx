import { RatingSummary, StatCounters, type Stat } from '@cg/ui';
import { homeRating } from '@cg/content/home';

/** The home page's figures and rating: they count up once they come into view (islands/StatCountersIsland.ts). */
export function HomeStats({ items }: { items: readonly Stat[] }) {
  return <StatCounters items={items} footer={<RatingSummary {...homeRating} />} />;
}
