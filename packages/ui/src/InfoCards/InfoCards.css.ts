import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const card = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    height: '100%',
    boxSizing: 'border-box',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.sm,
  }),
);

export const badge = style([
  weight.semibold,
  inComponents({
    alignSelf: 'flex-start',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    background: vars.color.brand[50],
    color: vars.color.brand[700],
    fontSize: vars.font.size.sm,
  }),
]);

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.xl })]);

export const text = style(inComponents({ color: vars.color.text.muted, flexGrow: 1 }));

export const points = style(inComponents({ paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs }));

export const action = style(inComponents({ alignSelf: 'flex-start' }));
