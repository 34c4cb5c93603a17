import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charactersOutsideFontSubsets, fontSubsets, unicodeRange } from './fontSubsets';
import { fontWeightValues } from '../tokens/values';

const css = readFileSync(new URL('./webFonts.css', import.meta.url), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
const declared = (file: string) => {
  const face = faces.find((body) => body.includes(`./fonts/inter-${file}.woff2`));
  return face && /unicode-range:\s*([^;]+);/.exec(face)![1]!.replace(/\s+/g, ' ').trim();
};
describe('the self-hosted font subsets', () => {
  it('are declared in webFonts.css with exactly the ranges the files were cut to', () => {
    for (const [name, { ranges }] of Object.entries(fontSubsets)) expect(declared(name)).toBe(unicodeRange(ranges));
  });

  it('carry every character of the Greek alphabet with its accents, and the Latin of e-mails and prices', () => {
    expect(charactersOutsideFontSubsets('ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ αβγδεζηθικλμνξοπρσςτυφχψω άέήίόύώ ΆΈΉΊΌΎΏ ϊϋΐΰ')).toEqual([]);
    expect(charactersOutsideFontSubsets('info@example.gr · +30 210 000 0000 · 25€ – «Ερώτηση»; “quote” … © 2026 · 3×4')).toEqual([]);
    expect(charactersOutsideFontSubsets('Ñ ç ü')).toEqual(['Ñ', 'ç', 'ü']);
  });

  // The site checks its own pages and content the same way, in its own test.
  it('carry every character the library writes', () => {
    const sources = readdirSync(new URL('../../src', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
      .map((file) => readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));
    expect(charactersOutsideFontSubsets(sources.join(''))).toEqual([]);
  });

  it('cover every weight the tokens use', () => {
    const face = /font-weight:\s*(\d+)\s+(\d+);/.exec(css)!;
    for (const weight of Object.values(fontWeightValues)) {
      expect(Number(weight)).toBeGreaterThanOrEqual(Number(face[1]));
      expect(Number(weight)).toBeLessThanOrEqual(Number(face[2]));
    }
  });
});
