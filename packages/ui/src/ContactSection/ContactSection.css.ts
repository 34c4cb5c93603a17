import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';

export const layout = style(
  inComponents({
    display: 'grid',
    gap: vars.space.xl,
    '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: '1fr 1fr' } },
  }),
);

export const panel = style(
  inComponents({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.onBrand.surface }),
);

export const panelTitle = style(
  inComponents({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, marginBottom: vars.space.sm }),
);

export const hours = style(inComponents({ display: 'grid', gap: vars.space.xxs }));

export const hoursRow = style(inComponents({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md }));

export const focusTarget = style(inComponents({ selectors: { '&:focus': { outline: 'none' } } }));
