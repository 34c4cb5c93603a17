import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer, layoutLayer, utilitiesLayer } from '../tokens/layers.css';

/** Puts a component's rule in the components layer, so utilities and overrides win by layer, not specificity. */
export const inComponents = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });

export const inUtilities = (rule: StyleRule): StyleRule => ({ '@layer': { [utilitiesLayer]: rule } });

/** The layout primitives' own rules: below every component's, so a component's class on a Stack wins. */
export const inLayout = (rule: StyleRule): StyleRule => ({ '@layer': { [layoutLayer]: rule } });
