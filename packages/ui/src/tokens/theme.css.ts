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

// The palette is what the semantic colours are picked from, not a variable: a component names a colour by
// its job (text.brand, surface.brandSoft, border.brand), and the types leave it no shade to reach for.
const { brand: _palette, ...colors } = colorValues;

const tokens = {
  color: colors,
  space: spaceValues,
  radius: radiusValues,
  shadow: shadowValues,
  font: { family: fontFamilyValues, size: fontSizeValues, weight: fontWeightValues, lineHeight: lineHeightValues },
  duration: durationValues,
  layout: layoutValues,
};

/** Readable variable names in DevTools: vars.color.text.brand is var(--color-text-brand). */
export const vars = createGlobalThemeContract(tokens, (_value, path) => path.join('-'));

createGlobalTheme(':root', vars, tokens);
