import { RatingSummary, StatCounters } from '@cg/ui';
import { homeRating, homeStats } from '@cg/content/home';

/** The home page's figures: they count up once they come into view, so they hydrate then. */
export default function HomeStatsIsland() {
  return <StatCounters items={homeStats} footer={<RatingSummary {...homeRating} />} />;
}
