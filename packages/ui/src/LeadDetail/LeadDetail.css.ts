import { style } from '@vanilla-extract/css';
import { mediaFrom } from '../tokens/media';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const wide = style(inComponents({ width: 'min(40rem, calc(100vw - 2rem))', overflowY: 'auto' }));

export const fact = style(
  inComponents({
    display: 'grid',
    gap: vars.space.xxs,
    '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: '11rem 1fr', gap: vars.space.md } },
  }),
);

export const term = style([weight.semibold, inComponents({ color: vars.color.text.muted })]);

export const value = style(inComponents({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }));

export const hint = style(inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm }));
