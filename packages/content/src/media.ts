import type { PartnerLogo, ResponsiveImage } from '@cg/ui';
import { heroFallbackWidth, heroSize, heroSizes, heroWidths } from './heroShape';
import { mediaBase as base } from './ogImage';
import { partnerList } from './partnerList';

/**
 * Project-own images in site/public/media (made by scripts/generate-media.ts). A page's hero, a team member's photo
 * and a partner's logo of the company's own are staff's to upload in the back office (decision 036); these stand in
 * where none was.
 */
const widthSet = (name: string, ext: 'avif' | 'webp') => heroWidths.map((width) => `${base}/${name}-${width}.${ext} ${width}w`).join(', ');

/** The hero's single-URL fallback (its AVIF twin at that width is what the preload names: site/app/lib/heroPreload.ts). */
const heroFallback = `${base}/hero-home-${heroFallbackWidth}`;

export const heroImage: ResponsiveImage = {
  src: `${heroFallback}.webp`,
  alt: 'Σύμβουλος επαγγελματικού προσανατολισμού συζητά με μαθήτρια πάνω από έναν χάρτη επιλογών σπουδών',
  ...heroSize,
  sizes: heroSizes,
  sources: [
    { type: 'image/avif', srcSet: widthSet('hero-home', 'avif') },
    { type: 'image/webp', srcSet: widthSet('hero-home', 'webp') },
  ],
};

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
