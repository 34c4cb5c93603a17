import { breakpoints } from '../packages/ui/src/tokens/values';
import { withoutSnapshot } from './visual';

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
    {
      name: `${name} (${width}px)`,
      styles: { width: `${width}px`, height: '900px' },
      type: name === 'mobile' ? ('mobile' as const) : ('desktop' as const),
    },
  ]),
);

/** Chromatic modes: every story captured at mobile, tablet and desktop widths. */
export const chromaticModes = {
  mobile: { viewport: 'mobile' },
  tablet: { viewport: 'tablet' },
  desktop: { viewport: 'desktop' },
} as const;

/**
 * A story about one width (its play function checks that width's layout): Storybook opens it there, and Chromatic
 * and the offline comparison capture it at that width only. Story parameters merge into the project's, so the
 * other modes are switched off by name.
 */
export const onlyAt = (viewport: keyof typeof viewportWidths) => ({
  globals: { viewport: { value: viewport } },
  parameters: {
    chromatic: {
      modes: { ...Object.fromEntries(Object.keys(chromaticModes).map((mode) => [mode, { disable: true }])), [viewport]: { viewport } },
    },
  },
});

/**
 * A story that opens another at phone width in Storybook. Every story is captured at phone width already, so
 * this one would be a second copy of the same picture: Chromatic and the offline comparison skip it.
 */
export const atPhoneWidth = {
  globals: { viewport: { value: 'mobile' } },
  parameters: withoutSnapshot('the same story at phone width, which every story is captured at already'),
} as const;
