import { layer } from '@vanilla-extract/css';

/**
 * Declared in this order, so utilities beat components, which beat the layout primitives' defaults,
 * which beat the reset. A component that renders a Stack or an Inline and adds its own class (a padding,
 * a border) wins over the primitive's list reset whatever order the stylesheets load in.
 */
export const resetLayer = layer('reset');
export const layoutLayer = layer('layout');
export const componentsLayer = layer('components');
export const utilitiesLayer = layer('utilities');
