import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

export const pageHeader = style(inComponents({ maxWidth: vars.layout.readingWidth }));
