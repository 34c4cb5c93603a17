import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const heading = style([
  weight.bold,
  inComponents({ fontSize: vars.font.size.lg, paddingBottom: vars.space.xs, borderBottom: `2px solid ${vars.color.border.brand}` }),
]);

export const item = style(
  inComponents({
    paddingBottom: vars.space.sm,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
  }),
);

export const link = style([weight.semibold, inComponents({ color: vars.color.text.link, lineHeight: vars.font.lineHeight.tight })]);

export const meta = style(inComponents({ fontSize: vars.font.size.sm, color: vars.color.text.muted }));
