/**
 * The characters the self-hosted Inter files carry, as code point ranges: monotonic Greek, and the
 * Latin the site's copy, addresses, e-mails and numbers use: ASCII, the Latin-1 signs (no accented
 * letters: Greek copy has none, and they cost 2.8 KB on every page), dashes, quotes, the euro sign.
 * webFonts.css declares the same ranges as unicode-range (a unit test compares them); anything else
 * falls back to the Arial-metric face.
 */
type Range = readonly [number, number?];

export const fontSubsets = {
  latin: {
    ranges: [
      [0x20, 0x7e],
      [0xa0, 0xbf],
      [0xd7],
      [0xf7],
      [0x2013, 0x2014],
      [0x2018, 0x201a],
      [0x201c, 0x201e],
      [0x2020],
      [0x2022],
      [0x2026],
      [0x2030],
      [0x2039, 0x203a],
      [0x20ac],
      [0x2122],
      [0x2212],
    ] as Range[],
  },
  greek: {
    ranges: [[0x37e], [0x384, 0x38a], [0x38c], [0x38e, 0x3a1], [0x3a3, 0x3ce]] as Range[],
  },
} as const;

/**
 * The OpenType features kept: the ones browsers apply by default, and tabular figures (the counters).
 * Inter's stylistic sets and character variants are never switched on, and dropping them saves 2.2 KB.
 */
export const fontFeatures = ['kern', 'liga', 'calt', 'clig', 'rlig', 'ccmp', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'] as const;

/** The weights the tokens use; the variable axis is cut to this span. */
export const fontWeightRange = [400, 700] as const;

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** A subset's ranges written as a CSS unicode-range value. */
export const unicodeRange = (ranges: readonly Range[]) =>
  ranges.map(([first, last]) => (last === undefined ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');

/** The characters of a text the self-hosted files do not carry (they would render in the fallback face). */
export const charactersOutsideFontSubsets = (text: string) =>
  [...new Set(text)].filter((character) => {
    if (character < ' ') return false;
    const code = character.codePointAt(0)!;
    return !Object.values(fontSubsets).some(({ ranges }) => ranges.some(([first, last = first]) => code >= first && code <= last));
  });
