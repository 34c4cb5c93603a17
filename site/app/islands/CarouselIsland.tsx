import { LogoCarousel, type LogoCarouselProps } from '@cg/ui';

/** The partners' logos scrolling by: hydrated once in view, where it starts moving (and can be paused). */
export default function CarouselIsland(props: LogoCarouselProps) {
  return <LogoCarousel {...props} />;
}
