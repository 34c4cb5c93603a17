import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { breakpoints, spaceValues, type Breakpoint } from '../tokens/values';
import { inComponents } from '../styles/layered';

/**
 * The layout primitives' atoms: one class per token value, and for spacing, which can change per
 * breakpoint, one class per property, breakpoint and space token (160 rules, about 1 KB of the one
 * stylesheet gzipped). No primitive writes a style attribute: the site's content security policy
 * allows no inline styles, and a prerendered page would lose them (docs/decisions/022-the-static-host.md).
 */
export type Space = keyof typeof spaceValues;
export const spaceNames = Object.keys(spaceValues) as Space[];
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

type SpaceProperty = 'padding' | 'paddingInline' | 'paddingBlock' | 'gap';

const atBreakpoint = (breakpoint: Breakpoint, rule: StyleRule): StyleRule =>
  breakpoint === 'mobile' ? rule : { '@media': { [mediaFrom(breakpoint)]: rule } };

/** Per breakpoint and space token: the class that gives the property that space from that width up. */
export type ResponsiveSpaceClasses = Record<Breakpoint, Record<Space, string>>;

// Breakpoints in order, so a wider one's rule comes later and wins where both apply.
const responsiveSpace = (property: SpaceProperty) =>
  Object.fromEntries(
    breakpointNames.map((breakpoint) => [
      breakpoint,
      Object.fromEntries(
        spaceNames.map((space) => [
          space,
          style(inComponents(atBreakpoint(breakpoint, { [property]: vars.space[space] })), `${property}-${breakpoint}-${space}`),
        ]),
      ),
    ]),
  ) as ResponsiveSpaceClasses;

// One export per property: Stack and Inline, which only space their children, ship only the gap's.
export const paddingSpace = responsiveSpace('padding');
export const paddingInlineSpace = responsiveSpace('paddingInline');
export const paddingBlockSpace = responsiveSpace('paddingBlock');
export const gapSpace = responsiveSpace('gap');

export const displays = ['block', 'flex', 'grid', 'inline-flex', 'none'] as const;
const variants = <K extends string>(names: readonly K[], rule: (name: K) => StyleRule) =>
  styleVariants(Object.fromEntries(names.map((name) => [name, name])) as Record<K, K>, (name) => inComponents(rule(name)));
export const display = variants(displays, (name) => ({ display: name }));

/** Semantic surfaces only: a component never picks a palette shade for its background. */
export const backgrounds = ['default', 'subtle', 'muted', 'brand', 'brandStrong'] as const;
export type Background = (typeof backgrounds)[number];
const onBrand = new Set<Background>(['brand', 'brandStrong']);
export const background = variants(backgrounds, (name) =>
  onBrand.has(name) ? { background: vars.color.surface[name], color: vars.color.text.onBrand } : { background: vars.color.surface[name] },
);

export const radii = ['sm', 'md', 'lg', 'full'] as const;
export const borderRadius = variants(radii, (name) => ({ borderRadius: vars.radius[name] }));

export const shadows = ['sm', 'md', 'lg'] as const;
export const boxShadow = variants(shadows, (name) => ({ boxShadow: vars.shadow[name] }));

export const textAligns = ['start', 'center', 'end'] as const;
export const textAlign = variants(textAligns, (name) => ({ textAlign: name }));
