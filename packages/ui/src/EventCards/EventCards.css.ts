import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

// The accent along the top is the events' own; the rest is the card.
export const card = style(inComponents({ height: '100%', borderTop: `4px solid ${vars.color.border.brand}` }));

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.xl })]);

export const text = style(inComponents({ color: vars.color.text.muted }));

// The facts side by side while they fit, each onto a line of its own when they do not: a long weekday date beside an
// unbreakable time range must never widen a phone's page.
export const facts = style(inComponents({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm }));

export const term = style(inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const detail = weight.semibold;

/** A time range reads as one: '09:00–14:00' never breaks at its dash. */
export const unbroken = style(inComponents({ whiteSpace: 'nowrap' }));

export const audience = style([weight.semibold, inComponents({ color: vars.color.text.brand, fontSize: vars.font.size.sm })]);

export const placeLink = style(inComponents({ color: vars.color.text.link }));

export const note = style(inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));
