import { CompanyVideoEmbed } from '../components/CompanyVideoEmbed';
import type { CompanyVideo } from '@cg/content/video';

/** One of the company's videos behind its facade: hydrated once in view, so the first tap starts the player. */
export default function CompanyVideoIsland(props: { video: CompanyVideo; poster: number }) {
  return <CompanyVideoEmbed {...props} />;
}
