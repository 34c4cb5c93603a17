import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

// At the top of its space, not in the middle: a page can be painted while its card is still arriving (a slow network's
// chunk ends inside it), and a card centred as it grows moves up what was already painted (e2e/layout-stability.spec.ts,
// the 404 page: its heading 62 px up as the buttons came).
export const wrapper = style(inComponents({ minHeight: '60vh', padding: `${vars.space.xxl} ${vars.space.md}` }));

export const card = style(inComponents({ maxWidth: '36rem', marginInline: 'auto', textAlign: 'center' }));

export const code = style([weight.bold, inComponents({ fontSize: '4rem', color: vars.color.text.accent, lineHeight: 1 })]);

export const title = style([weight.bold, inComponents({ marginTop: vars.space.sm, fontSize: vars.font.size.xxl })]);

export const message = style(inComponents({ marginTop: vars.space.sm, color: vars.color.text.muted, overflowWrap: 'anywhere' }));
