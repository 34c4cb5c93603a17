import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css';
import {
  colorValues,
  durationValues,
  fontFamilyValues,
  fontSizeValues,
  fontWeightValues,
  layoutValues,
  lineHeightValues,
  radiusValues,
  shadowValues,
  spaceValues,
} from './values';

const tokens = {
  color: colorValues,
  space: spaceValues,
  radius: radiusValues,
  shadow: shadowValues,
  font: { family: fontFamilyValues, size: fontSizeValues, weight: fontWeightValues, lineHeight: lineHeightValues },
  duration: durationValues,
  layout: layoutValues,
};

/** Readable variable names in DevTools: vars.color.brand[600] is var(--color-brand-600). */
export const vars = createGlobalThemeContract(tokens, (_value, path) => path.join('-'));

createGlobalTheme(':root', vars, tokens);
