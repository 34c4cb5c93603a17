import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const wide = style(inComponents({ minWidth: '72rem' }));

export const overdueRow = style(inComponents({ background: vars.color.feedback.warningSurface }));

export const overdue = style(
  inComponents({ marginInlineStart: vars.space.xs, background: vars.color.feedback.warning, color: vars.color.text.inverse }),
);

export const contact = style(
  inComponents({
    display: 'block',
    color: vars.color.text.link,
    overflowWrap: 'anywhere',
    minHeight: 24,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus.ring}`, outlineOffset: 2 } },
  }),
);

/** Long messages show three lines here; the detail shows them whole. */
export const message = style(
  inComponents({
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    maxWidth: '22rem',
    overflowWrap: 'anywhere',
  }),
);

/** Under the name, on its own line: a returning person. */
export const repeat = style(inComponents({ display: 'table', marginBlockStart: vars.space.xxs, fontWeight: 'normal' }));
