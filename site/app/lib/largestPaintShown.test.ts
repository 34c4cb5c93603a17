import { afterEach, describe, expect, it, vi } from 'vitest';

// The wait itself is afterLargestPaint's (tested beside it): here the page's load and paint are one call the test makes.
let largestPaint: (() => void)[] = [];
vi.mock('./afterLargestPaint', () => ({ afterLargestPaint: (start: () => void) => largestPaint.push(start) }));
const { onceLargestPaintShown, waitForLargestPaint } = await import('./largestPaintShown');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const paintLargest = async () => {
  for (const start of largestPaint.splice(0)) start();
  await settle();
};

afterEach(() => {
  largestPaint = [];
  vi.unstubAllGlobals();
});

describe('the largest paint, shared by the inline scripts of a page', () => {
  it("starts a later script's work when the head's wait ends, with one wait for the page", async () => {
    vi.stubGlobal('window', {});
    waitForLargestPaint();
    const head = vi.fn();
    onceLargestPaintShown(head);
    const loader = vi.fn();
    onceLargestPaintShown(loader);
    await settle();
    expect(loader).not.toHaveBeenCalled();
    expect(largestPaint).toHaveLength(1);
    await paintLargest();
    expect(head).toHaveBeenCalledOnce();
    expect(loader).toHaveBeenCalledOnce();
  });

  it('starts at once a script after the paint, and one on a page whose head never waited', async () => {
    vi.stubGlobal('window', {});
    waitForLargestPaint();
    await paintLargest();
    const late = vi.fn();
    onceLargestPaintShown(late);
    await settle();
    expect(late).toHaveBeenCalledOnce();

    vi.stubGlobal('window', {});
    const alone = vi.fn();
    onceLargestPaintShown(alone);
    await settle();
    expect(alone).toHaveBeenCalledOnce();
  });
});
