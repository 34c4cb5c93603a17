import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { cardSurface } from '../styles/surface.css';
import { weight } from '../styles/typography.css';

export const list = style(inComponents({ listStyle: 'none', padding: 0 }));

export const item = style(inComponents({ ...cardSurface, padding: vars.space.md }));

export const title = style([weight.semibold, inComponents({ margin: 0 })]);

export const meta = style(inComponents({ color: vars.color.text.muted, margin: 0 }));

export const changes = style(inComponents({ margin: 0, paddingInlineStart: vars.space.lg }));
