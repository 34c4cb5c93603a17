import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const summary = style(
  inComponents({
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface.default,
    boxShadow: vars.shadow.sm,
  }),
);

export const score = style([weight.bold, inComponents({ fontSize: vars.font.size.xl })]);

export const detail = style(inComponents({ color: vars.color.text.muted }));
