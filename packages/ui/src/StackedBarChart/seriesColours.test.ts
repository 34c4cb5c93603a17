import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../tokens/contrast';
import { colorValues } from '../tokens/values';

const colours = Object.values(colorValues.chart);

describe("a stacked chart's series colours", () => {
  // The reports chart the site's six forms week by week: six series, six colours.
  it('give six series a colour each', () => {
    expect(colours.length).toBeGreaterThanOrEqual(6);
    expect(new Set(colours.map((colour) => colour.toLowerCase())).size).toBe(colours.length);
  });

  it('stand 3:1 from the page and from the series stacked next to them', () => {
    for (const colour of colours) expect(contrastRatio(colour, colorValues.surface.default)).toBeGreaterThanOrEqual(3);
    for (const [index, colour] of colours.slice(1).entries()) expect(contrastRatio(colour, colours[index]!)).toBeGreaterThanOrEqual(3);
  });
});
