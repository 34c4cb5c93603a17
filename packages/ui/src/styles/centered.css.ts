import { style } from '@vanilla-extract/css';
import { inLayout } from './layered';

/**
 * One thing in the middle of its box: an icon in a round badge, a logo in its cell, a play button over
 * a poster, a card in the middle of the page. Composed (`style([centered, …])`) in the layout layer.
 */
export const centered = style(inLayout({ display: 'grid', placeItems: 'center' }));
