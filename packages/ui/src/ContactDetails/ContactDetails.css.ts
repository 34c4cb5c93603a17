import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const row = style(inComponents({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm }));

export const icon = style(inComponents({ flexShrink: 0, marginTop: '0.2em' }));

export const link = style([weight.medium, inComponents({ color: 'inherit', overflowWrap: 'anywhere' })]);
