import { describe, expect, it } from 'vitest';
import { designFigures, storyGroups } from './design-figures.ts';

describe('the design system, from the files', () => {
  const figures = designFigures();

  it('keeps the library from reaching into the site', () => {
    expect(figures.libraryFilesReferringToSite).toEqual([]);
  });

  it('has no raw hex colour in a stylesheet outside the tokens', () => {
    expect(figures.rawHexInCss).toEqual([]);
  });

  it('writes every media query through the breakpoint and motion tokens', () => {
    expect(figures.rawMediaQueries).toEqual([]);
  });

  it('gives a layout primitive no class that sets an outer margin: its parent spaces it', () => {
    expect(figures.marginsOnPrimitives).toEqual([]);
  });

  it('leaves layout and weights to the primitives and the type scale (issue 22: at most 50 and 25)', () => {
    expect(figures.gridFlexDeclarations).toBeLessThanOrEqual(50);
    expect(figures.fontWeightDeclarations).toBeLessThanOrEqual(25);
  });

  it('files every story under one of the five catalogue groups, with the primitives under Layout', () => {
    const outside = figures.stories.filter(({ title }) => !storyGroups.some((group) => title?.startsWith(`${group}/`)));
    expect(outside).toEqual([]);
    expect(figures.stories.filter(({ title }) => title?.startsWith('Layout/')).length).toBeGreaterThanOrEqual(5);
  });
});
