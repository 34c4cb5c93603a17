import { LazyImage } from '../Picture/LazyImage';
import { Tiles } from '../Tiles/Tiles';
import * as css from './LogoGrid.css';

/** `srcSet` names the same logo at other densities (`… 2x`), for screens that draw more pixels. */
export type PartnerLogo = { name: string; src: string; width: number; height: number; srcSet?: string };

export type LogoGridProps = { logos: readonly PartnerLogo[] };

/**
 * The logos of partners or clients as a still grid, two to six across, each with its name as its text. For a few
 * logos that should move, use LogoCarousel (which can be paused); this one never moves.
 * Accessibility: a list of images, each named by the organisation's name (its alt); nothing moves.
 */
export function LogoGrid({ logos }: LogoGridProps) {
  return (
    <Tiles as="ul" columns={{ mobile: 2, tablet: 4, desktop: 6 }}>
      {logos.map((logo) => (
        <li key={logo.src} className={css.cell}>
          <LazyImage className={css.logo} image={logo} alt={logo.name} />
        </li>
      ))}
    </Tiles>
  );
}
