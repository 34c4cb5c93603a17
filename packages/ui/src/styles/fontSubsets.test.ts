import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontSubsets, unicodeRange } from './fontSubsets';
import { fontWeightValues } from '../tokens/values';

const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
const declared = (file: string) => {
  const face = faces.find((body) => body.includes(`./fonts/inter-${file}.woff2`));
  return face && /unicode-range:\s*([^;]+);/.exec(face)![1]!.replace(/\s+/g, ' ').trim();
};
const inASubset = (character: string) => {
  const code = character.codePointAt(0)!;
  return Object.values(fontSubsets).some(({ ranges }) => ranges.some(([first, last = first]) => code >= first && code <= last));
};

describe('the self-hosted font subsets', () => {
  it('are declared in fonts.css with exactly the ranges the files were cut to', () => {
    for (const [name, { ranges }] of Object.entries(fontSubsets)) expect(declared(name)).toBe(unicodeRange(ranges));
  });

  it('carry every character of the Greek alphabet with its accents, and the Latin of e-mails and prices', () => {
    const covered = (text: string) => [...text].every(inASubset);
    expect(covered('ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ αβγδεζηθικλμνξοπρσςτυφχψω άέήίόύώ ΆΈΉΊΌΎΏ ϊϋΐΰ')).toBe(true);
    expect(covered('info@example.gr · +30 210 000 0000 · 25€ – «Ερώτηση»; “quote” … © 2026 · 3×4')).toBe(true);
  });

  it('carry every character the library and the site write', () => {
    const sources = ['../../src', '../../../../site/app'].flatMap((dir) =>
      readdirSync(new URL(dir, import.meta.url), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
        .map((file) => readFileSync(new URL(`${dir}/${file}`, import.meta.url), 'utf8')),
    );
    const written = new Set([...sources.join('')].filter((character) => character >= ' '));
    expect([...written].filter((character) => !inASubset(character))).toEqual([]);
  });

  it('cover every weight the tokens use', () => {
    const face = /font-weight:\s*(\d+)\s+(\d+);/.exec(css)!;
    for (const weight of Object.values(fontWeightValues)) {
      expect(Number(weight)).toBeGreaterThanOrEqual(Number(face[1]));
      expect(Number(weight)).toBeLessThanOrEqual(Number(face[2]));
    }
  });
});
