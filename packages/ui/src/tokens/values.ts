/**
 * Raw design values. Only the theme (theme.css.ts) and the docs pages read these;
 * components read the CSS variables through `vars`.
 */
export const colorValues = {
  brand: {
    50: '#eef4ff',
    100: '#d9e6fc',
    200: '#b3cdf8',
    300: '#7fa9ef',
    400: '#4a82e0',
    500: '#1a60c8',
    600: '#004aad',
    700: '#003d8f',
    800: '#003072',
    900: '#002457',
  },
  text: {
    default: '#172033',
    muted: '#4a5568',
    inverse: '#ffffff',
    link: '#004aad',
    onBrand: '#ffffff',
    /** Brand-coloured words on a light surface: a category, a year, a label. */
    brand: '#003d8f',
    /** The same, a step darker, on the brand's muted surface. */
    brandStrong: '#003072',
    /** Large figures and marks in the brand's own blue: a counter, an error's code. */
    accent: '#004aad',
    /** The display heading's ink, the brand's darkest. */
    display: '#002457',
  },
  surface: {
    default: '#ffffff',
    subtle: '#f5f7fb',
    muted: '#e8edf5',
    brand: '#004aad',
    brandStrong: '#002457',
    /** A step darker than the brand: a brand button under the pointer, the podcast band's first stop. */
    brandDeep: '#003d8f',
    /** A light brand tint behind a label or a highlighted block. */
    brandSoft: '#eef4ff',
    /** A deeper tint, where the soft one would not stand out from a subtle band. */
    brandMuted: '#d9e6fc',
    overlay: 'rgba(15, 26, 46, 0.55)',
    /** The sticky header over scrolled content. */
    sticky: 'rgba(255, 255, 255, 0.97)',
    /** Darkens the foot of a video poster under its play button. */
    scrim: 'rgba(0, 36, 87, 0.55)',
  },
  /** Translucent layers on brand-coloured bands (footer, contact, podcast). */
  onBrand: {
    border: 'rgba(255, 255, 255, 0.25)',
    surface: 'rgba(255, 255, 255, 0.08)',
    surfaceStrong: 'rgba(255, 255, 255, 0.14)',
  },
  border: {
    subtle: '#d5dce8',
    strong: '#6b778a',
    /** An accent edge in the brand colour: a selected tab, a card's top, a column's rule. */
    brand: '#004aad',
    /** A light brand rule: a quote's edge, the timeline, a call to action's frame. */
    brandSoft: '#b3cdf8',
    /** The loading spinner's track, under its moving arc. */
    track: '#d9e6fc',
  },
  /**
   * A chart's series, in their order: dark and mid alternate, so each stands 3:1 from its neighbours in a stacked
   * bar and from the white page (WCAG 1.4.11), and no two series share a colour (six forms, six colours).
   */
  chart: {
    series1: '#002457',
    series2: '#d46a00',
    series3: '#4b1d7a',
    series4: '#3b8fd9',
    series5: '#7a1515',
    series6: '#1d9a9a',
  },
  feedback: {
    success: '#146c2e',
    successSurface: '#e8f5ec',
    danger: '#b42318',
    /** A danger button under the pointer: a step darker, so the change shows. */
    dangerStrong: '#912018',
    dangerSurface: '#fdecea',
    warning: '#8a5100',
    warningSurface: '#fff4e0',
    info: '#004aad',
    infoSurface: '#eef4ff',
  },
  accent: {
    star: '#b87700',
  },
  focus: {
    ring: '#004aad',
    ringInverse: '#ffd166',
  },
} as const;

export const layoutValues = {
  /** The widest a section's content gets. */
  contentWidth: '1200px',
  /** The header bar is wider: on large screens its whole navigation, social icons included, fits on one line. */
  headerWidth: '1480px',
  /** The widest a column of running text gets (about 75 characters): intros, articles, a video. */
  readingWidth: '48rem',
  /** The smallest a thing to tap or click gets, in both directions where it can (WCAG 2.5.8 asks 24 px; 44 is the comfortable size). */
  touchTarget: '44px',
  /** What the sticky header covers at the top: anchors and scrolled-to sections stop below it. */
  headerOffset: '5rem',
} as const;

export const spaceValues = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
  section: '5rem',
} as const;

export const radiusValues = {
  sm: '4px',
  md: '8px',
  lg: '16px',
  full: '9999px',
} as const;

export const shadowValues = {
  sm: '0 1px 2px rgba(15, 26, 46, 0.08)',
  md: '0 4px 12px rgba(15, 26, 46, 0.10)',
  lg: '0 12px 32px rgba(15, 26, 46, 0.16)',
} as const;

export const fontFamilyValues = {
  body: "'Inter Variable', 'Inter Fallback', 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
} as const;

export const fontSizeValues = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '1.875rem',
  display: 'clamp(2rem, 1.4rem + 2.6vw, 3rem)',
} as const;

export const fontWeightValues = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const lineHeightValues = {
  tight: '1.2',
  snug: '1.35',
  normal: '1.6',
} as const;

export const durationValues = {
  fast: '150ms',
  normal: '250ms',
  slow: '400ms',
} as const;

/** Media queries cannot read CSS variables, so breakpoints stay plain numbers (px, min-width). */
export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;
