import { CompanyVideoEmbed } from '../components/CompanyVideoEmbed';
import type { CompanyVideo } from '@cg/content/video';

/** One of the company's videos behind its facade: hydrated on the first pointer, touch or focus in it; the first tap on play is replayed once it has. */
export default function CompanyVideoIsland(props: { video: CompanyVideo; poster: number }) {
  return <CompanyVideoEmbed {...props} />;
}
