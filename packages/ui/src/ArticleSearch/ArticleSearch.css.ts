import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { mediaFrom } from '../tokens/media';
import { inComponents } from '../styles/layered';

export const form = style(
  inComponents({
    display: 'grid',
    gap: vars.space.sm,
    alignItems: 'end',
    '@media': { [mediaFrom('tablet')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' } },
  }),
);

/** One line reserved for the count, so announcing it never moves the results. */
export const status = style(inComponents({ minHeight: '1.5em', color: vars.color.text.muted, fontSize: vars.font.size.sm }));
