import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const card = style(
  inComponents({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    height: '100%',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
    transition: `box-shadow ${vars.duration.normal}, transform ${vars.duration.normal}`,
    selectors: {
      '&:hover, &:focus-within': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    },
  }),
);

export const title = style([weight.semibold, inComponents({ fontSize: vars.font.size.xl })]);

// The whole card is clickable through the title link's stretched hit area; the text stays selectable.
export const link = style(
  inComponents({
    color: vars.color.text.brand,
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
    },
  }),
);

export const description = style(inComponents({ color: vars.color.text.muted, flexGrow: 1 }));

export const more = style([
  weight.semibold,
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    color: vars.color.text.link,
  }),
]);
