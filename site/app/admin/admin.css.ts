import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const narrow = style({ maxWidth: '28rem', marginInline: 'auto', width: '100%' });

export const muted = style({ color: vars.color.text.muted });

export const warning = style({ color: vars.color.feedback.warning });
