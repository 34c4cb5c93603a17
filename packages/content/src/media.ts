import type { PartnerLogo, ResponsiveImage } from '@cg/ui';
import { mediaBase as base } from './ogImage';
import { partnerList } from './partnerList';

/**
 * Project-own images in site/public/media (made by scripts/generate-media.ts). To use the
 * company's own, drop files with the same names and sizes there, or change the paths here.
 */
export const heroWidths = [480, 768, 1024, 1440] as const;

const widthSet = (name: string, ext: 'avif' | 'webp') => heroWidths.map((width) => `${base}/${name}-${width}.${ext} ${width}w`).join(', ');

/** The hero's single-URL fallback; the AVIF twin is what the preload names. */
const heroFallback = `${base}/hero-home-1024`;

export const heroImage: ResponsiveImage = {
  src: `${heroFallback}.webp`,
  alt: 'Σύμβουλος επαγγελματικού προσανατολισμού συζητά με μαθήτρια πάνω από έναν χάρτη επιλογών σπουδών',
  width: 1440,
  height: 1080,
  sizes: '(min-width: 1024px) 560px, calc(100vw - 2rem)',
  sources: [
    { type: 'image/avif', srcSet: widthSet('hero-home', 'avif') },
    { type: 'image/webp', srcSet: widthSet('hero-home', 'webp') },
  ],
};

/** The AVIF twin of heroImage.src: the preload's fallback URL must match its type. */
export const heroAvifSrc = `${heroFallback}.avif`;

export const videoPoster = (index: number) => ({
  src: `${base}/poster-${index}.webp`,
  width: 960,
  height: 540,
});

/** The site's own drawn mark for a partner without a logo of its own, by its place (12 marks, in greys). */
export const drawnPartnerLogo = (name: string, index: number): PartnerLogo => ({
  name,
  src: `${base}/partner-${(index % 12) + 1}.svg`,
  width: 200,
  height: 80,
});

/** Today's partners as the seed draws them (the site's pages draw staff's logos where there are: site/app/lib/partnerLogos.ts). */
export const partnerLogos: readonly PartnerLogo[] = partnerList.items.map((partner, index) => drawnPartnerLogo(partner.name, index));
