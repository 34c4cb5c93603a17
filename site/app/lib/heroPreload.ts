import type { LinksFunction } from 'react-router';
import { heroAvifSrc, heroImage } from '@cg/content/media';

const heroAvif = heroImage.sources?.find((source) => source.type === 'image/avif');

/**
 * The hero image is the largest paint of every page that shows it (/, /students, /university-students): its fetch
 * starts with the HTML, at the width the page will draw it, instead of when the stylesheet and layout reach it.
 */
export const heroPreloadLinks: LinksFunction = () =>
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
