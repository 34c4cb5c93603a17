import { layer } from '@vanilla-extract/css';

/** Declared in this order, so utilities beat components, which beat the reset. */
export const resetLayer = layer('reset');
export const componentsLayer = layer('components');
export const utilitiesLayer = layer('utilities');
