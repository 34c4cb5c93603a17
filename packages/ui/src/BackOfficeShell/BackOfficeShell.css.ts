import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';
import { mediaFrom } from '../tokens/media';

export const header = style(
  inComponents({
    background: vars.color.surface.sticky,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  }),
);

/** The bar's room (its children sit in an Inline). */
export const bar = style(
  inComponents({
    maxWidth: vars.layout.headerWidth,
    marginInline: 'auto',
    padding: `${vars.space.xs} ${vars.space.md}`,
  }),
);

export const brand = style([
  weight.bold,
  touchTarget,
  inComponents({
    // The name and the area are two flex items: the gap is the space between them.
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.space.xs,
    paddingBlock: vars.space.xs,
    color: vars.color.text.brand,
    fontSize: vars.font.size.lg,
    textDecoration: 'none',
    marginInlineEnd: 'auto',
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 } },
  }),
]);

export const area = style(inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium }));

export const account = style(
  inComponents({
    fontSize: vars.font.size.sm,
    color: vars.color.text.muted,
    // On a phone the address may be long: it wraps instead of widening the page.
    overflowWrap: 'anywhere',
  }),
);

export const nav = style(
  inComponents({
    maxWidth: vars.layout.headerWidth,
    marginInline: 'auto',
    paddingInline: vars.space.sm,
    '@media': { [mediaFrom('tablet')]: { paddingInline: vars.space.md } },
  }),
);

/**
 * Every page in sight: on a phone the tabs wrap onto a second line. They once scrolled sideways in one line, and
 * «Άρθρα» and «Ημερίδες» sat off-screen with nothing saying so.
 */
export const navList = style(inComponents({ flexWrap: 'wrap', rowGap: 0 }));

export const navLink = style([
  weight.semibold,
  touchTarget,
  inComponents({
    padding: `0 ${vars.space.sm}`,
    whiteSpace: 'nowrap',
    color: vars.color.text.default,
    textDecoration: 'none',
    borderBottom: '3px solid transparent',
    selectors: {
      '&[aria-current="page"]': { color: vars.color.text.link, borderBottomColor: vars.color.text.link },
      '&:hover': { color: vars.color.text.link },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: -3 },
    },
  }),
]);

export const main = style(
  inComponents({
    display: 'block',
    maxWidth: vars.layout.headerWidth,
    marginInline: 'auto',
    padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
    minWidth: 0,
    ':focus': { outline: 'none' },
  }),
);
