import { breakpoints } from '../packages/ui/src/tokens/values';

/** Viewports for Storybook and Chromatic, derived from the breakpoint tokens (one width per range). */
export const viewportWidths = {
  mobile: 390,
  tablet: breakpoints.tablet,
  desktop: breakpoints.desktop,
  wide: breakpoints.wide,
  /** A large laptop: the header's widest layout (full navigation and social icons). */
  large: 1440,
} as const;

export const viewports = Object.fromEntries(
  Object.entries(viewportWidths).map(([name, width]) => [
    name,
    { name: `${name} (${width}px)`, styles: { width: `${width}px`, height: '900px' }, type: name === 'mobile' ? ('mobile' as const) : ('desktop' as const) },
  ]),
);

/** Chromatic modes: every story captured at mobile, tablet and desktop widths. */
export const chromaticModes = {
  mobile: { viewport: 'mobile' },
  tablet: { viewport: 'tablet' },
  desktop: { viewport: 'desktop' },
} as const;
