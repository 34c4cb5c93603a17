import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from './layered';

/**
 * The type scale's weights, written once. Text's `weight` prop and every component that needs a
 * weight compose these classes (`style([weight.bold, …])`) instead of declaring `fontWeight` again.
 */
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
export const weight = styleVariants(
  Object.fromEntries(textWeights.map((name) => [name, vars.font.weight[name]])) as Record<TextWeight, string>,
  (value) => inComponents({ fontWeight: value }),
);
