import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { cardSurface } from '../styles/surface.css';
import { weight } from '../styles/typography.css';

export const form = style(inComponents({ ...cardSurface, padding: vars.space.lg }));

export const heading = style([weight.bold, inComponents({ fontSize: vars.font.size.xxl })]);
