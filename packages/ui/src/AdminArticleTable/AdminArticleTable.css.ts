import { style } from '@vanilla-extract/css';
import { inComponents } from '../styles/layered';
import { secondary } from '../DataTable/DataTable.css';

export { badge, cell, positive as published } from '../DataTable/DataTable.css';

export const slug = style([secondary, inComponents({ fontFamily: 'ui-monospace, monospace' })]);
