import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const term = style([weight.semibold, inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm })]);

export const detail = style([weight.bold, inComponents({ marginTop: vars.space.xxs, fontSize: vars.font.size.lg })]);
