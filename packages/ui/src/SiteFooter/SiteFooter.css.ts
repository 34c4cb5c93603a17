import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const footer = style(
  inComponents({
    background: vars.color.surface.brandStrong,
    color: vars.color.text.inverse,
    paddingBlock: vars.space.xxl,
    vars: { [vars.color.focus.ring]: vars.color.focus.ringInverse },
  }),
);

export const grid = style(
  inComponents({
    display: 'grid',
    gap: vars.space.xl,
    '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: '1.2fr 1fr 1fr' } },
  }),
);

export const brandName = style([weight.bold, inComponents({ fontSize: vars.font.size.xl })]);

export const tagline = style(inComponents({ marginTop: vars.space.xs, opacity: 0.9, maxWidth: '30ch' }));

export const columnTitle = style([weight.semibold, inComponents({ fontSize: vars.font.size.md, marginBottom: vars.space.sm })]);

export const link = style(
  inComponents({
    display: 'inline-block',
    paddingBlock: '2px',
    color: 'inherit',
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  }),
);

export const bottom = style(
  inComponents({
    paddingTop: vars.space.lg,
    borderTop: `1px solid ${vars.color.onBrand.border}`,
    fontSize: vars.font.size.sm,
  }),
);
