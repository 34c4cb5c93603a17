import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const wrapper = style(
  inComponents({ display: 'grid', placeItems: 'center', minHeight: '60vh', padding: `${vars.space.xxl} ${vars.space.md}` }),
);

export const card = style(
  inComponents({
    width: '100%',
    maxWidth: '36rem',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface.default,
    boxShadow: vars.shadow.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    textAlign: 'center',
  }),
);

export const code = style(
  inComponents({ fontSize: '4rem', fontWeight: vars.font.weight.bold, color: vars.color.brand[600], lineHeight: 1 }),
);

export const title = style(
  inComponents({ marginTop: vars.space.sm, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold }),
);

export const message = style(inComponents({ marginTop: vars.space.sm, color: vars.color.text.muted, overflowWrap: 'anywhere' }));

export const actions = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.lg }),
);
