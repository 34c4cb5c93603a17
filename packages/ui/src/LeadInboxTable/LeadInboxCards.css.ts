import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const caption = style([weight.semibold, inComponents({ margin: 0, padding: `${vars.space.sm} 0` })]);

export const card = style(
  inComponents({
    padding: vars.space.md,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface.default,
    overflowWrap: 'anywhere',
  }),
);

export const overdueCard = style(
  inComponents({ background: vars.color.feedback.warningSurface, borderColor: vars.color.feedback.warning }),
);

export const meta = style(inComponents({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const empty = style(inComponents({ padding: vars.space.lg, textAlign: 'center', color: vars.color.text.muted }));
