import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaBelow, mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';

export const header = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: 50,
    background: 'rgba(255, 255, 255, 0.97)',
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.sm,
  }),
);

export const bar = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    '@media': { [mediaFrom('desktop')]: { flexWrap: 'nowrap' } },
    alignItems: 'center',
    columnGap: vars.space.md,
    minHeight: 64,
    maxWidth: 1280,
    marginInline: 'auto',
    paddingInline: vars.space.md,
  }),
);

export const brand = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    marginInlineEnd: 'auto',
    color: vars.color.brand[700],
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  }),
);

export const brandMark = style(inComponents({ flexShrink: 0 }));

export const desktopOnly = style(
  inComponents({ '@media': { [mediaBelow('tablet')]: { display: 'none !important' } } }),
);

export const mobileOnly = style(inComponents({ '@media': { [mediaFrom('tablet')]: { display: 'none !important' } } }));

// Between tablet and desktop the links move to a second row so nothing is cut off.
export const nav = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    '@media': { [mediaBelow('desktop')]: { order: 3, flexBasis: '100%', paddingBottom: vars.space.xs } },
  }),
);

export const navList = style(
  inComponents({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, listStyle: 'none', padding: 0 }),
);

export const navLink = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.brand[50], color: vars.color.brand[700] },
      '&[aria-current="page"]': { color: vars.color.brand[700], boxShadow: `inset 0 -2px 0 ${vars.color.brand[600]}` },
    },
  }),
);

export const actions = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.brand[700],
  }),
);

// Social icons join the bar only where there is room; the footer always has them.
export const wideOnly = style(inComponents({ '@media': { [mediaBelow('wide')]: { display: 'none' } } }));
