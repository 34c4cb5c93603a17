import { style } from '@vanilla-extract/css';
import { inComponents } from '../styles/layered';
import { secondary } from '../DataTable/DataTable.css';

export { badge, caption, cell, empty, headCell, positive as published, scroller, strong as title, table } from '../DataTable/DataTable.css';

export const slug = style([secondary, inComponents({ fontFamily: 'ui-monospace, monospace' })]);
