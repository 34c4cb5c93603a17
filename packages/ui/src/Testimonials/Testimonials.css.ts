import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const card = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    height: '100%',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    boxShadow: vars.shadow.md,
  }),
);

export const quote = style(inComponents({ flexGrow: 1, fontSize: vars.font.size.md, color: vars.color.text.default }));

export const name = style([weight.semibold, inComponents({ fontStyle: 'normal' })]);

export const role = style(inComponents({ display: 'block', color: vars.color.text.muted, fontSize: vars.font.size.sm }));
