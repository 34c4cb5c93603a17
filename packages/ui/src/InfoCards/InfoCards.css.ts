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

// A pill of its own size in the card's column, not stretched across it.
export const badge = style(inComponents({ alignSelf: 'flex-start' }));

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.xl })]);

export const text = style(inComponents({ color: vars.color.text.muted, flexGrow: 1 }));

// The browser's own markers (a circle inside a list of cards): the Stack spaces the points, its reset gives way.
export const points = style(inComponents({ paddingInlineStart: vars.space.lg, listStyle: 'revert' }));

export const action = style(inComponents({ alignSelf: 'flex-start' }));
