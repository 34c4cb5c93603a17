import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const page = style({ display: 'grid', gap: vars.space.xl });

export const narrow = style({ maxWidth: '28rem', marginInline: 'auto', width: '100%' });

export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });

export const heading = style({ fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const muted = style({ color: vars.color.text.muted });

export const warning = style({ color: vars.color.feedback.warning, fontWeight: vars.font.weight.semibold });
