import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const stack = style({ display: 'grid', gap: vars.space.xl });

export const video = style({ maxWidth: '48rem', width: '100%', marginInline: 'auto' });
