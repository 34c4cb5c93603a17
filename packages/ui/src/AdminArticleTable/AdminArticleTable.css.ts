import { style } from '@vanilla-extract/css';
import { inComponents } from '../styles/layered';
import { secondary } from '../DataTable/DataTable.css';

export { badge, cell, positive as published } from '../DataTable/DataTable.css';

/** Under the draft's badge, on a line of its own. */
export const scheduled = style([secondary, inComponents({ display: 'block', marginBlockStart: '0.25rem' })]);

export const slug = style([secondary, inComponents({ fontFamily: 'ui-monospace, monospace' })]);
