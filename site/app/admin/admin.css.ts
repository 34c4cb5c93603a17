import { style } from '@vanilla-extract/css';
import { vars } from '@cg/ui';

export const narrow = style({ maxWidth: '28rem', marginInline: 'auto', width: '100%' });

export const muted = style({ color: vars.color.text.muted });

export const warning = style({ color: vars.color.feedback.warning });

/**
 * A Stack's child that holds a table wider than a phone: no wider than the Stack for it (a grid item's minimum is its
 * content's width, and the table would widen the whole page); the table scrolls within its own region instead.
 */
export const gridChild = style({ minWidth: 0 });
