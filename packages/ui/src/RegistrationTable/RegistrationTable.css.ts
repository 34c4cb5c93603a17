import { style } from '@vanilla-extract/css';
import { inComponents } from '../styles/layered';
import { vars } from '../tokens/theme.css';

export { cell, secondary, strong as name } from '../DataTable/DataTable.css';

/** The attended box at a size a finger hits (24 px and more: WCAG 2.5.8), in the brand's colour. */
export const box = style(inComponents({ width: '1.5rem', height: '1.5rem', margin: 0, accentColor: vars.color.text.brand }));
