import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { cardSurface } from '../styles/surface.css';
import { weight } from '../styles/typography.css';

export const form = style(inComponents({ ...cardSurface, padding: vars.space.lg }));

export const heading = style([weight.bold, inComponents({ fontSize: vars.font.size.xxl })]);

export const group = style(inComponents({ border: 0, margin: 0, padding: 0, minWidth: 0 }));

export const legend = style([weight.semibold, inComponents({ fontSize: vars.font.size.lg, padding: 0, marginBlockEnd: vars.space.sm })]);

export const status = style(inComponents({ color: vars.color.text.muted, minHeight: '1.5em' }));

/** A list's items, numbered by their legends rather than by markers (Stack spaces them). */
export const list = style(inComponents({ listStyle: 'none', margin: 0, padding: 0 }));

export const item = style(
  inComponents({
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    margin: 0,
    padding: vars.space.md,
    minWidth: 0,
  }),
);

export const itemLegend = style([weight.semibold, inComponents({ padding: `0 ${vars.space.xs}` })]);

/** The picture a field holds now, small beside its upload (cropped as the page's round photo is). */
export const picture = style(
  inComponents({
    width: '6rem',
    height: '6rem',
    objectFit: 'cover',
    borderRadius: vars.radius.md,
    background: vars.color.surface.brandMuted,
  }),
);
