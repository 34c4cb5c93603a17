import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { mediaFrom } from '../tokens/media';
import { weight } from '../styles/typography.css';

export const list = style(
  inComponents({
    display: 'grid',
    gap: vars.space.md,
    '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
  }),
);

export const item = style(
  inComponents({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surface.default, border: `1px solid ${vars.color.border.subtle}` }),
);

export const term = style([weight.semibold, inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm })]);

export const detail = style([weight.bold, inComponents({ marginTop: vars.space.xxs, fontSize: vars.font.size.lg })]);
