import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { inComponents } from '../styles/layered';

const variants = <K extends string>(values: Record<K, string>, property: 'fontSize' | 'color') =>
  styleVariants(values, (value) => inComponents({ [property]: value }));

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof textSizes)[number];
export const size = variants(
  Object.fromEntries(textSizes.map((name) => [name, vars.font.size[name]])) as Record<TextSize, string>,
  'fontSize',
);

/** What the text says about itself, not a palette shade: the tokens decide the colour. */
export const textTones = ['default', 'muted', 'onBrand', 'danger', 'success'] as const;
export type TextTone = (typeof textTones)[number];
export const tone = variants(
  {
    default: vars.color.text.default,
    muted: vars.color.text.muted,
    onBrand: vars.color.text.onBrand,
    danger: vars.color.feedback.danger,
    success: vars.color.feedback.success,
  } satisfies Record<TextTone, string>,
  'color',
);

export { textWeights, weight, type TextWeight } from '../styles/typography.css';
