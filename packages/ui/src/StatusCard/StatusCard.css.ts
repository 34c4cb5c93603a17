import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { centered } from '../styles/centered.css';
import { weight } from '../styles/typography.css';

export const wrapper = style([centered, inComponents({ minHeight: '60vh', padding: `${vars.space.xxl} ${vars.space.md}` })]);

export const card = style(inComponents({ width: '100%', maxWidth: '36rem', textAlign: 'center' }));

export const code = style([weight.bold, inComponents({ fontSize: '4rem', color: vars.color.text.accent, lineHeight: 1 })]);

export const title = style([weight.bold, inComponents({ marginTop: vars.space.sm, fontSize: vars.font.size.xxl })]);

export const message = style(inComponents({ marginTop: vars.space.sm, color: vars.color.text.muted, overflowWrap: 'anywhere' }));
