import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer, utilitiesLayer } from '../tokens/layers.css';

/** Puts a component's rule in the components layer, so utilities and overrides win by layer, not specificity. */
export const inComponents = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });

export const inUtilities = (rule: StyleRule): StyleRule => ({ '@layer': { [utilitiesLayer]: rule } });
