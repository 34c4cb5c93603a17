import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const stars = style(inComponents({ display: 'inline-flex', gap: 2, color: vars.color.accent.star }));

export const empty = style(inComponents({ color: vars.color.border.subtle }));
