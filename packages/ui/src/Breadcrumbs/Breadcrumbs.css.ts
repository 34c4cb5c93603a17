import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const nav = style(
  inComponents({
    paddingBlock: vars.space.sm,
    background: vars.color.surface.subtle,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  }),
);

export const list = style(inComponents({ fontSize: vars.font.size.sm }));

export const item = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    minWidth: 0,
    // As high as its link from the start: a page painted while it is still being parsed (a slow phone's parser yields)
    // may show an item with its separator only, and the row must not move when the link arrives.
    minBlockSize: `calc(1lh + 2 * ${vars.space.xxs})`,
    selectors: {
      // The separator is drawn, not read: assistive technology announces the list and its items instead.
      '& + &::before': { content: ['"›"', '"›" / ""'], paddingInline: vars.space.xs, color: vars.color.text.muted },
    },
  }),
);

export const link = style(
  inComponents({
    display: 'inline-block',
    paddingBlock: vars.space.xxs,
    color: vars.color.text.link,
    overflowWrap: 'anywhere',
    selectors: {
      '&[aria-current="page"]': { color: vars.color.text.default, textDecoration: 'none', fontWeight: vars.font.weight.medium },
    },
  }),
);
