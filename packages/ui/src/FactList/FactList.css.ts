import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { mediaFrom } from '../tokens/media';

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

export const term = style(inComponents({ color: vars.color.text.muted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold }));

export const detail = style(inComponents({ marginTop: vars.space.xxs, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold }));
