import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';
import { navHoverDelays } from './navTimings';

export const trigger = style([
  weight.medium,
  touchTarget,
  inComponents({
    gap: vars.space.xxs,
    padding: `0 ${vars.space.sm}`,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.default,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover, &[aria-expanded="true"]': { background: vars.color.surface.brandSoft, color: vars.color.text.brand },
    },
  }),
]);

export const chevron = style(
  inComponents({
    transition: `transform ${vars.duration.fast}`,
    selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  }),
);

export const menu = style(
  inComponents({
    zIndex: 60,
    minWidth: 260,
    padding: vars.space.xs,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.lg,
    opacity: 0,
    transform: 'translateY(-4px)',
    transition: `opacity ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: { '&[data-enter]': { opacity: 1, transform: 'none' } },
  }),
);

export const item = style(
  inComponents({
    display: 'block',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.default,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-active-item], &:hover': { background: vars.color.surface.brandSoft, color: vars.color.text.brand },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '-3px' },
      '&[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
    },
  }),
);

export const root = style(inComponents({ position: 'relative' }));

const anchorName = '--nav-dropdown';

/** The light trigger: the anchor its no-JavaScript popover hangs from. */
// csstype has no anchor-positioning properties yet; vanilla-extract writes any camelCase key as CSS.
const anchorRule = (rule: Record<string, string>) => rule as StyleRule;

export const lightTrigger = style(inComponents(anchorRule({ anchorName })));

/** Kept visible once its delay has passed: a delay, not motion (reduced motion shortens durations, never this). */
const shownAfterDelay = keyframes({ from: { visibility: 'visible' }, to: { visibility: 'visible' } });

/**
 * Before hydration (or with JavaScript off) the trigger opens the links as a native popover, placed
 * under the button by CSS anchor positioning where the browser has it, under the header otherwise.
 * A mouse resting on the dropdown opens them too, after the menu's own hover delay, from the first
 * frame: a pointer that arrives before the menu's code gets the menu's answer, without a script.
 */
export const fallbackMenu = style(
  inComponents({
    position: 'fixed',
    inset: 'auto',
    top: '4.25rem',
    left: vars.space.md,
    minWidth: 260,
    padding: vars.space.xs,
    listStyle: 'none',
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.lg,
    '@supports': {
      [`(anchor-name: ${anchorName})`]: {
        ...anchorRule({ positionAnchor: anchorName, top: 'calc(anchor(bottom) + 6px)', left: 'anchor(left)' }),
      },
    },
    '@media': {
      '(hover: hover) and (pointer: fine)': {
        selectors: {
          // Hidden until the delay has passed (the animation's delay), then shown until the pointer leaves.
          [`${root}:hover > &:not(:popover-open)`]: {
            display: 'block',
            // Not the popover's own scrolling box: it would clip the bridge below.
            overflow: 'visible',
            zIndex: 60,
            visibility: 'hidden',
            animation: `${shownAfterDelay} 1ms ${navHoverDelays.open}ms forwards`,
          },
          // A bridge over the gap under the button, so the pointer on its way to the links stays on the dropdown.
          [`${root}:hover > &::before`]: { content: '""', position: 'absolute', insetInline: 0, bottom: '100%', height: 8 },
        },
      },
    },
  }),
);
