import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const box = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.brandSoft,
    border: `1px solid ${vars.color.border.brandSoft}`,
  }),
);

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.xl })]);

export const text = style(inComponents({ marginTop: vars.space.xxs, color: vars.color.text.muted }));
