import type { Route } from './+types/home';
import { heroAvifSrc, heroImage } from '@cg/content/media';
import { headMeta } from '../lib/headMeta';
import { headLoader } from '../lib/routeMeta';
import { HomePage } from '../pages/HomePage';

export const loader = headLoader('/');
export const meta = headMeta;

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

export default HomePage;
