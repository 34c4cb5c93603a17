import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const list = style(inComponents({ display: 'grid', gap: vars.space.sm, listStyle: 'none', padding: 0 }));

export const row = style(inComponents({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm }));

export const icon = style(inComponents({ flexShrink: 0, marginTop: '0.2em' }));

export const link = style(
  inComponents({ color: 'inherit', fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' }),
);
