import { globalFontFace } from '@vanilla-extract/css';

/**
 * The metric-matched fallback: Arial (Liberation Sans where Arial is missing) scaled so its text is as wide as
 * Inter's, so a page's first paint, set in it, barely moves when the web font replaces it. Four faces, because the
 * two scripts and the two weights differ: Greek is wider in Inter than Latin, and a bold without its own face would
 * be synthesised from the regular one, 6 % narrower than Inter's. Each face's scale is Inter's width over Arial's,
 * measured over the site's copy; its overrides are Inter's ascent and descent divided by that scale.
 */
const inter = { ascent: 0.96875, descent: 0.2414 };
const arial = {
  regular: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
  bold: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")',
};
const scripts = { latin: 'U+0000-036F, U+2000-206F, U+20AC, U+2122, U+2212', greek: 'U+0370-03FF' };

const faces = [
  { src: arial.regular, weight: '400 500', script: scripts.latin, scale: 1.071 },
  { src: arial.regular, weight: '400 500', script: scripts.greek, scale: 1.104 },
  { src: arial.bold, weight: '600 700', script: scripts.latin, scale: 1.047 },
  { src: arial.bold, weight: '600 700', script: scripts.greek, scale: 1.048 },
];

const percent = (value: number) => `${(value * 100).toFixed(2).replace(/\.?0+$/, '')}%`;

for (const face of faces)
  globalFontFace('Inter Fallback', {
    src: face.src,
    fontWeight: face.weight,
    sizeAdjust: percent(face.scale),
    ascentOverride: percent(inter.ascent / face.scale),
    descentOverride: percent(inter.descent / face.scale),
    lineGapOverride: '0%',
    unicodeRange: face.script,
  });
