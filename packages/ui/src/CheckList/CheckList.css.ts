import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const item = style(inComponents({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' }));

export const icon = style(inComponents({ flexShrink: 0, marginTop: '0.15em', color: vars.color.feedback.success }));
