import type { Route } from './+types/home';
import { homeMeta } from '../content/metadata';
import { heroAvifSrc, heroImage } from '../content/media';
import { buildMeta } from '../lib/meta';
import { localBusinessJsonLd } from '../lib/structuredData';
import { HomePage } from '../pages/HomePage';

export const meta: Route.MetaFunction = () => buildMeta(homeMeta, [{ 'script:ld+json': localBusinessJsonLd() }]);

const heroAvif = heroImage.sources?.find((source) => source.type === 'image/avif');

// The hero image is the largest paint: start fetching it with the HTML.
export const links: Route.LinksFunction = () =>
  heroAvif
    ? [
        {
          rel: 'preload',
          as: 'image',
          type: 'image/avif',
          href: heroAvifSrc,
          imageSrcSet: heroAvif.srcSet,
          imageSizes: heroImage.sizes ?? '100vw',
          fetchPriority: 'high',
        },
      ]
    : [];

export default function Home() {
  return <HomePage />;
}
