import { style } from '@vanilla-extract/css';

// main is focused programmatically on back/forward; the focus ring would only frame the whole page.
export const main = style({ outline: 'none', minHeight: '50vh' });
