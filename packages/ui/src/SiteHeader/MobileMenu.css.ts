import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The same sheet whether the browser shows it as a popover (before hydration) or a modal dialog. */
export const sheet = style(
  inComponents({
    position: 'fixed',
    inset: '0 0 0 auto',
    zIndex: 70,
    width: 'min(22rem, 88vw)',
    maxWidth: 'none',
    height: '100dvh',
    maxHeight: 'none',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.lg,
    border: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    background: vars.color.surface.default,
    color: vars.color.text.default,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[open], &:popover-open': { display: 'flex', animation: `${slideIn} ${vars.duration.normal} ease-out` },
      '&::backdrop': { background: vars.color.surface.overlay, animation: `${fadeIn} ${vars.duration.normal}` },
    },
  }),
);

// The page behind a modal sheet does not scroll under it.
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });

export const sheetHeader = style(inComponents({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }));

export const sheetTitle = style([weight.bold, inComponents({ fontSize: vars.font.size.xl })]);

export const iconButton = style([
  weight.medium,
  touchTarget,
  inComponents({
    gap: vars.space.xs,
    minWidth: vars.layout.touchTarget,
    justifyContent: 'center',
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.default,
    color: vars.color.text.default,
    cursor: 'pointer',
  }),
]);

/** The open button's word: once the parser has added it, the button is whole. */
export const openLabel = style({});

/**
 * The open button sits at the bar's right end, so it grows leftward as the parser adds its parts: a busy phone may
 * paint it with its icon before its word (46 -> 106 px wide, a layout shift of 0.001 seen at 390 px). The whole menu
 * stays hidden, keeping its room, until the button's word is parsed, and appears at its full width. The menu, not
 * only its button: the browser counts a visible box that moves, and the menu's own box, sized by a hidden button,
 * moved with it (e2e/layout-stability.spec.ts, a page served with a pause).
 */
export const shownOnceWhole = style({
  selectors: { [`&:not(:has(> button > ${openLabel}:not(:empty)))`]: { visibility: 'hidden' } },
});

export const groupLabel = style([
  weight.semibold,
  inComponents({
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    marginBottom: vars.space.xs,
  }),
]);

export const sheetLink = style([
  weight.medium,
  inComponents({
    display: 'block',
    padding: `${vars.space.sm} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.default,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surface.brandSoft },
      '&[aria-current="page"]': { color: vars.color.text.brand, background: vars.color.surface.brandSoft },
    },
  }),
]);

export const secondaryLinks = style(inComponents({ marginTop: vars.space.md }));
