import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const card = style(
  inComponents({
    display: 'grid',
    gap: vars.space.sm,
    height: '100%',
    boxSizing: 'border-box',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
    borderTop: `4px solid ${vars.color.brand[600]}`,
  }),
);

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.xl })]);

export const text = style(inComponents({ color: vars.color.text.muted }));

export const facts = style(inComponents({ display: 'grid', gridTemplateColumns: 'repeat(3, auto)', justifyContent: 'start', gap: vars.space.lg }));

export const term = style(inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const detail = weight.semibold;
