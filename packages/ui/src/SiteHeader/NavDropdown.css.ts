import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const trigger = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minHeight: 44,
    padding: `0 ${vars.space.sm}`,
    border: 0,
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.default,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover, &[aria-expanded="true"]': { background: vars.color.brand[50], color: vars.color.brand[700] },
    },
  }),
);

export const chevron = style(
  inComponents({
    transition: `transform ${vars.duration.fast}`,
    selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  }),
);

export const menu = style(
  inComponents({
    zIndex: 60,
    minWidth: 260,
    padding: vars.space.xs,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    border: `1px solid ${vars.color.border.subtle}`,
    boxShadow: vars.shadow.lg,
    opacity: 0,
    transform: 'translateY(-4px)',
    transition: `opacity ${vars.duration.fast}, transform ${vars.duration.fast}`,
    selectors: { '&[data-enter]': { opacity: 1, transform: 'none' } },
  }),
);

export const item = style(
  inComponents({
    display: 'block',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.default,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-active-item], &:hover': { background: vars.color.brand[50], color: vars.color.brand[700] },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: '-3px' },
      '&[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
    },
  }),
);

export const root = style(inComponents({ position: 'relative' }));
