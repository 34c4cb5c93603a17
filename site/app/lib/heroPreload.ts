import type { LinksFunction } from 'react-router';
import type { ResponsiveImage } from '@cg/ui';
import { heroFallbackWidth } from '@cg/content/heroShape';
import type { PageHeroes } from '@cg/data/contentHeroes';
import { pageHero } from './pageHero';

/** The preload of a hero's AVIF copies, with the copy its fallback width names as the address, or none without them. */
export function heroPreload(image: ResponsiveImage): ReturnType<LinksFunction> {
  const avif = image.sources?.find((source) => source.type === 'image/avif');
  const fallback = avif?.srcSet
    .split(', ')
    .map((entry) => entry.split(' '))
    .find(([, width]) => width === `${heroFallbackWidth}w`)?.[0];
  if (!avif || !fallback) return [];
  const preload = {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    href: fallback,
    imageSrcSet: avif.srcSet,
    imageSizes: image.sizes ?? '100vw',
    fetchPriority: 'high',
  } as const;
  return [preload];
}

/**
 * The hero image is the largest paint of every page that shows it (/, /students, /university-students): its fetch
 * starts with the HTML, at the width the page will draw it, instead of when the stylesheet and layout reach it.
 */
export const heroPreloadLinks =
  (page: keyof PageHeroes): LinksFunction =>
  () =>
    heroPreload(pageHero(page).image);
