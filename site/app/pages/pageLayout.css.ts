import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const stack = style({ display: 'grid', gap: vars.space.xl });

export const video = style({ maxWidth: vars.layout.readingWidth, width: '100%', marginInline: 'auto' });

/** A page's opening words when it has no hero image. */
export const intro = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', marginBottom: vars.space.xl, maxWidth: vars.layout.readingWidth });

export const title = style({ fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.bold });

export const lead = style({ fontSize: vars.font.size.lg, color: vars.color.text.muted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
