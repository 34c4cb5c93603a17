import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const meta = style(inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.lg })]);

export const text = style(inComponents({ color: vars.color.text.muted }));
