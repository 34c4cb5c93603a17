import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { charactersOutsideFontSubsets } from '@cg/ui/fontSubsets';

// Every character a page or its content writes must be in the self-hosted Inter subsets; anything
// outside them renders in the fallback face, so a word would change typeface halfway.
const textOf = (folder: URL) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => readFileSync(new URL(file, folder), 'utf8'))
    .join('');

describe('the site’s text', () => {
  it('is carried by the self-hosted font subsets, pages and content alike', () => {
    expect(charactersOutsideFontSubsets(textOf(new URL('./', import.meta.url)))).toEqual([]);
    expect(charactersOutsideFontSubsets(textOf(new URL('../../packages/content/src/', import.meta.url)))).toEqual([]);
  });
});
