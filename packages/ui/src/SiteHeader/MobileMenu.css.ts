import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const backdrop = style(
  inComponents({
    background: vars.color.surface.overlay,
    opacity: 0,
    transition: `opacity ${vars.duration.normal}`,
    selectors: { '&[data-enter]': { opacity: 1 } },
  }),
);

export const sheet = style(
  inComponents({
    position: 'fixed',
    zIndex: 70,
    insetBlock: 0,
    insetInlineEnd: 0,
    width: 'min(22rem, 88vw)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.lg,
    overflowY: 'auto',
    background: vars.color.surface.default,
    boxShadow: vars.shadow.lg,
    transform: 'translateX(100%)',
    transition: `transform ${vars.duration.normal} ease-out`,
    selectors: { '&[data-enter]': { transform: 'none' } },
  }),
);

export const sheetHeader = style(
  inComponents({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }),
);

export const sheetTitle = style(inComponents({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold }));

export const iconButton = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: 44,
    minWidth: 44,
    justifyContent: 'center',
    padding: `0 ${vars.space.sm}`,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.default,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
  }),
);

export const groupLabel = style(
  inComponents({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.muted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    marginBottom: vars.space.xs,
  }),
);

export const linkList = style(inComponents({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.xxs }));

export const sheetLink = style(
  inComponents({
    display: 'block',
    padding: `${vars.space.sm} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.default,
    textDecoration: 'none',
    fontWeight: vars.font.weight.medium,
    selectors: {
      '&:hover': { background: vars.color.brand[50] },
      '&[aria-current="page"]': { color: vars.color.brand[700], background: vars.color.brand[50] },
    },
  }),
);

export const secondaryLinks = style(inComponents({ marginTop: vars.space.md }));
