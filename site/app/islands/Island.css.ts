import { style } from '@vanilla-extract/css';

/** The marker takes no box of its own: the island lays out as if it were not there. */
export const island = style({ display: 'contents' });
