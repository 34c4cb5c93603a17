import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const hero = style(
  inComponents({
    background: `linear-gradient(160deg, ${vars.color.surface.brandSoft} 0%, ${vars.color.surface.default} 70%)`,
    paddingBlock: vars.space.xxl,
    '@media': { [mediaFrom('desktop')]: { paddingBlock: vars.space.xxxl } },
  }),
);

// The text sits at the row's top and the picture centres itself beside it: were the text centred, a first paint of a
// partly parsed page (a busy phone) would place it in a row without the picture, and move it down once the picture,
// taller by a few pixels at the widest, arrived (a layout shift of 0.0008 on /students at 1280 px).
export const layout = style(
  inComponents({
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'start',
    '@media': { [mediaFrom('desktop')]: { gridTemplateColumns: '1.1fr 1fr' } },
  }),
);

export const eyebrow = style(inComponents({ marginBottom: vars.space.sm }));

export const title = style([
  weight.bold,
  inComponents({
    fontSize: vars.font.size.display,
    color: vars.color.text.display,
    letterSpacing: '-0.01em',
  }),
]);

export const text = style(
  inComponents({ marginTop: vars.space.md, fontSize: vars.font.size.lg, color: vars.color.text.muted, maxWidth: '38rem' }),
);

export const media = style(
  inComponents({ borderRadius: vars.radius.lg, overflow: 'hidden', boxShadow: vars.shadow.lg, aspectRatio: '4 / 3', alignSelf: 'center' }),
);

export const image = style(inComponents({ width: '100%', height: '100%', objectFit: 'cover' }));
