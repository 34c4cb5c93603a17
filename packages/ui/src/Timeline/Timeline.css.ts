import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const list = style(inComponents({ borderInlineStart: `3px solid ${vars.color.border.brandSoft}` }));

export const item = style(inComponents({ position: 'relative', paddingInlineStart: vars.space.lg }));

export const year = style([weight.bold, inComponents({ color: vars.color.text.brand, fontSize: vars.font.size.xl })]);

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.lg })]);

export const text = style(inComponents({ color: vars.color.text.muted }));
