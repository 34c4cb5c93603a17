import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { colorValues } from './values';

const AA_TEXT = 4.5;
const AA_UI = 3;

describe('colour tokens meet WCAG 2.2 AA', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('body, muted and link text are readable on every light surface', () => {
    for (const surface of [colorValues.surface.default, colorValues.surface.subtle, colorValues.surface.muted]) {
      for (const text of [colorValues.text.default, colorValues.text.muted, colorValues.text.link]) {
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it('feedback colours are readable on white and on their own surfaces', () => {
    const { feedback } = colorValues;
    const pairs = [
      [feedback.success, feedback.successSurface],
      [feedback.danger, feedback.dangerSurface],
      [feedback.warning, feedback.warningSurface],
      [feedback.info, feedback.infoSurface],
    ] as const;
    for (const [text, surface] of pairs) {
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    // A danger button's white label, at rest and under the pointer.
    for (const fill of [feedback.danger, feedback.dangerStrong])
      expect(contrastRatio(colorValues.text.inverse, fill)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('brand text is readable on the brand tints and on white, and badges read on their fills', () => {
    const { text, surface } = colorValues;
    for (const [words, fill] of [
      [text.brand, surface.brandSoft],
      [text.brand, surface.default],
      [text.accent, surface.default],
      [text.display, surface.default],
      [text.display, surface.brandSoft],
      [text.brandStrong, surface.brandMuted],
      [text.onBrand, surface.brand],
      [text.default, surface.muted],
    ] as const) {
      expect(contrastRatio(words, fill)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('white text is readable on the brand and its darker surfaces', () => {
    const { text, surface } = colorValues;
    for (const fill of [surface.brand, surface.brandDeep, surface.brandStrong]) {
      expect(contrastRatio(text.onBrand, fill)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('every semantic colour is a shade of the palette, so the brand has one set of blues', () => {
    const palette = new Set<string>(Object.values(colorValues.brand));
    const { text, surface, border } = colorValues;
    for (const value of [
      text.brand,
      text.brandStrong,
      text.accent,
      text.display,
      text.link,
      surface.brand,
      surface.brandStrong,
      surface.brandDeep,
      surface.brandSoft,
      surface.brandMuted,
      border.brand,
      border.brandSoft,
      border.track,
    ]) {
      expect(palette).toContain(value);
    }
  });

  it('focus rings and strong borders stand out (3:1 for UI)', () => {
    expect(contrastRatio(colorValues.focus.ring, colorValues.surface.default)).toBeGreaterThanOrEqual(AA_UI);
    expect(contrastRatio(colorValues.focus.ringInverse, colorValues.surface.brand)).toBeGreaterThanOrEqual(AA_UI);
    expect(contrastRatio(colorValues.focus.ringInverse, colorValues.surface.brandStrong)).toBeGreaterThanOrEqual(AA_UI);
    expect(contrastRatio(colorValues.border.strong, colorValues.surface.default)).toBeGreaterThanOrEqual(AA_UI);
  });
});
