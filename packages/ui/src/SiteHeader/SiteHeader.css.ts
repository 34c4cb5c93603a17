import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';

export const header = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: 50,
    background: vars.color.surface.sticky,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.sm,
  }),
);

export const bar = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    columnGap: vars.space.md,
    minHeight: 64,
    maxWidth: vars.layout.headerWidth,
    marginInline: 'auto',
    paddingInline: vars.space.md,
  }),
);

export const brand = style([
  weight.bold,
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    marginInlineEnd: 'auto',
    color: vars.color.text.brand,
    fontSize: vars.font.size.lg,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    flexShrink: 0,
  }),
]);

export const brandMark = style(inComponents({ display: 'inline-flex', flexShrink: 0 }));

/** The bar's last part (the sheet's button): once the parser has reached it, the parts before it are complete. */
export const barEnd = style({});

/**
 * The parts right of the brand are pushed right, so each one the parser adds moves those before it: on a busy
 * phone the browser may paint the bar half-parsed, and the rest then shifts the navigation sideways (a layout
 * shift of about 0.02 measured at desktop width). They stay hidden, keeping their room, until the bar's end
 * is parsed, and appear where they belong.
 */
export const shownOnceBarIsParsed = style({
  selectors: { [`${bar}:not(:has(> ${barEnd})) > &`]: { visibility: 'hidden' } },
});

export const nav = style(inComponents({ display: 'flex', alignItems: 'center' }));

export const navLink = style([
  weight.medium,
  touchTarget,
  inComponents({
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.default,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { background: vars.color.surface.brandSoft, color: vars.color.text.brand },
      '&[aria-current="page"]': { color: vars.color.text.brand, boxShadow: `inset 0 -2px 0 ${vars.color.border.brand}` },
    },
  }),
]);

export const actions = style(
  inComponents({
    display: 'flex',
    flexShrink: 0,
    whiteSpace: 'nowrap',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.text.brand,
  }),
);
