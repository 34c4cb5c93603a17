import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { centered } from '../styles/centered.css';
import { weight } from '../styles/typography.css';
import { touchTarget } from '../styles/touchTarget.css';

/** A member's photo: a circle a little larger than the initials it replaces, its size fixed so nothing moves as it loads. */
export const photo = style(
  inComponents({
    display: 'block',
    width: '5rem',
    height: '5rem',
    objectFit: 'cover',
    borderRadius: vars.radius.full,
    background: vars.color.surface.brandMuted,
  }),
);

export const avatar = style([
  centered,
  weight.bold,
  inComponents({
    width: '3.5rem',
    height: '3.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.surface.brandMuted,
    color: vars.color.text.brandStrong,
    fontSize: vars.font.size.xl,
  }),
]);

export const name = style([weight.bold, inComponents({ fontSize: vars.font.size.lg })]);

export const role = style(inComponents({ color: vars.color.text.muted }));

export const details = style(inComponents({ marginTop: vars.space.xs }));

export const summary = style([
  weight.semibold,
  touchTarget,
  inComponents({
    gap: vars.space.xxs,
    cursor: 'pointer',
    color: vars.color.text.link,
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2, borderRadius: vars.radius.sm },
    },
  }),
]);

export const chevron = style(
  inComponents({ transition: `transform ${vars.duration.fast}`, selectors: { [`${details}[open] &`]: { transform: 'rotate(180deg)' } } }),
);

export const bio = style(inComponents({ marginTop: vars.space.xs, color: vars.color.text.muted }));
