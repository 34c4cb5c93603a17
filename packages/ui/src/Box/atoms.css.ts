import { createVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { breakpoints, spaceValues, type Breakpoint } from '../tokens/values';
import { inComponents } from '../styles/layered';

/**
 * The layout primitives' atoms. Spacing can change per breakpoint, and a class per space value and
 * breakpoint would ship some 160 rules in the one stylesheet every page loads. Instead each spacing
 * property has one class per breakpoint that reads a custom property, and the primitive sets that
 * property inline to a space token: 16 rules, whatever the values used. Everything else is one class
 * per token value.
 */
export type Space = keyof typeof spaceValues;
export const spaceNames = Object.keys(spaceValues) as Space[];
export const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/**
 * Each space token's custom property, resolved here at build time: a primitive sets these inline, and
 * reading them from this map keeps the whole token contract (`vars`) out of the pages' JavaScript.
 */
export const spaceVars = Object.fromEntries(spaceNames.map((name) => [name, vars.space[name]])) as Record<Space, string>;

type SpaceProperty = 'padding' | 'paddingInline' | 'paddingBlock' | 'gap';

const atBreakpoint = (breakpoint: Breakpoint, rule: StyleRule): StyleRule =>
  breakpoint === 'mobile' ? rule : { '@media': { [mediaFrom(breakpoint)]: rule } };

/** Per breakpoint: the custom property to set, and the class that applies it from that width up. */
export type ResponsiveSpaceClasses = Record<Breakpoint, { value: string; className: string }>;

const responsiveSpace = (property: SpaceProperty) =>
  Object.fromEntries(
    breakpointNames.map((breakpoint) => {
      const value = createVar(`${property}-${breakpoint}`);
      return [breakpoint, { value, className: style(inComponents(atBreakpoint(breakpoint, { [property]: value })), `${property}-${breakpoint}`) }];
    }),
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
