import type { LogoCarouselProps } from '@cg/ui';
import { runLogoCarousel } from '@cg/ui/runLogoCarousel';
import { defineIsland } from './defineIsland';

/** The partners' logos scroll by once in view, without React (on LogoCarousel's HTML, whose pause toggle is there from the start). */
export default defineIsland({
  name: 'carousel',
  enhance: (root, { intervalMs }: LogoCarouselProps) => {
    const carousel = root.firstElementChild;
    return carousel instanceof HTMLElement ? runLogoCarousel(carousel, intervalMs) : undefined;
  },
  when: 'visible',
});
