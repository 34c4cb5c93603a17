import { style } from '@vanilla-extract/css';

/** A place is often markup with an address in it: it breaks anywhere rather than widen the editor on a phone. */
export const place = style({ overflowWrap: 'anywhere' });
