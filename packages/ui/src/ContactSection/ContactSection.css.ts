import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';
import { weight } from '../styles/typography.css';

export const panel = style(inComponents({ padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.onBrand.surface }));

export const panelTitle = style([weight.semibold, inComponents({ fontSize: vars.font.size.lg })]);

export const hoursRow = style(inComponents({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md }));

export const focusTarget = style(inComponents({ selectors: { '&:focus': { outline: 'none' } } }));

/** The areas as a plain list of names, spaced like words. */
export const areaList = style(inComponents({ listStyle: 'none', padding: 0 }));
