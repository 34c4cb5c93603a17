import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { centered } from '../styles/centered.css';
import { mediaFrom, reducedMotion } from '../tokens/media';
import { weight } from '../styles/typography.css';

export const list = style(
  inComponents({
    display: 'grid',
    gap: vars.space.lg,
    padding: 0,
    listStyle: 'none',
    counterReset: 'step',
    '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
  }),
);

export const step = style(
  inComponents({
    selectors: {
      // Hidden only once a script has decided to reveal them; the HTML alone shows every step. Hidden at
      // once, not faded out: a half-transparent step is unreadable, and an accessibility check that ran
      // during hydration caught them mid-fade (a contrast failure).
      '&[data-revealed="false"]': { opacity: 0, transform: 'translateY(1rem)' },
      '&[data-revealed="true"]': { transition: `opacity 400ms ease, transform 400ms ease` },
    },
    '@media': { [reducedMotion]: { transition: 'none' } },
  }),
);

export const number = style([
  centered,
  weight.bold,
  inComponents({
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.surface.brand,
    color: vars.color.text.onBrand,
  }),
]);

export const title = style([weight.bold, inComponents({ fontSize: vars.font.size.lg })]);

export const text = style(inComponents({ color: vars.color.text.muted }));
