import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../tokens/media';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style(
  inComponents({
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'center',
    gap: vars.space.md,
    minHeight: '40vh',
    padding: `${vars.space.xxl} ${vars.space.md}`,
    color: vars.color.text.muted,
    textAlign: 'center',
  }),
);

export const spinner = style(
  inComponents({
    width: 40,
    height: 40,
    borderRadius: vars.radius.full,
    border: `4px solid ${vars.color.border.track}`,
    borderTopColor: vars.color.border.brand,
    animation: `${spin} 900ms linear infinite`,
    '@media': {
      // The global reduced-motion rule stops animations after one turn; a still ring still reads as "loading".
      [reducedMotion]: { animation: 'none' },
    },
  }),
);

// The same look as words or as a page's heading.
export const label = style([weight.medium, inComponents({ fontSize: 'inherit', lineHeight: 'inherit' })]);
