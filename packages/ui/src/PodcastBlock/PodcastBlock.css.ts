import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';
import { centered } from '../styles/centered.css';
import { weight } from '../styles/typography.css';

export const card = style(
  inComponents({
    display: 'grid',
    gap: vars.space.lg,
    alignItems: 'center',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: `linear-gradient(135deg, ${vars.color.surface.brandDeep}, ${vars.color.surface.brandStrong})`,
    color: vars.color.text.inverse,
    vars: { [vars.color.focus.ring]: vars.color.focus.ringInverse },
    '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'auto 1fr auto' } },
  }),
);

export const badge = style([
  centered,
  inComponents({
    width: 72,
    height: 72,
    borderRadius: vars.radius.full,
    background: vars.color.onBrand.surfaceStrong,
  }),
]);

export const eyebrow = style([weight.semibold, inComponents({ fontSize: vars.font.size.sm, opacity: 0.9 })]);

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.xxl, marginBlock: vars.space.xxs })]);

export const text = style(inComponents({ opacity: 0.92, maxWidth: '44rem' }));
