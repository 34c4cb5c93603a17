import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const video = style({ maxWidth: vars.layout.readingWidth, width: '100%', marginInline: 'auto' });
