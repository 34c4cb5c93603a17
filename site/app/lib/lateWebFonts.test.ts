import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { declareWebFontsAfterLargestPaint, webFontFaceRules } from './lateWebFonts';

const faces = [{ family: 'Inter Variable', url: '/assets/inter-latin.woff2', unicodeRange: 'U+0020-007E', weight: '400 700' }];

// A browser just rich enough for the inlined function: fonts, storage, links, events.
let added: unknown[];
let links: { rel: string; as: string; href: string; crossOrigin: string; onload: () => void; onerror: () => void }[];
let storage: Map<string, string>;
/** What runs once the largest paint is on screen (afterLargestPaint, tested beside it). */
let afterPaintStart: (() => void) | null;
const afterPaint = (start: () => void) => {
  afterPaintStart = start;
};
let listeners: Map<string, (event?: unknown) => void>;

class FakeElement {
  constructor(private readonly matches: boolean) {}
  closest(selector: string) {
    return this.matches && selector.startsWith('a[href]') ? this : null;
  }
}

beforeEach(() => {
  added = [];
  links = [];
  storage = new Map();
  afterPaintStart = null;
  listeners = new Map();
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        readonly family: string,
        readonly source: string,
        readonly descriptors: FontFaceDescriptors,
      ) {}
    },
  );
  vi.stubGlobal('document', {
    fonts: { add: (face: unknown) => added.push(face) },
    createElement: () => ({}),
    head: { append: (link: (typeof links)[number]) => links.push(link) },
  });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener));
  vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type));
  vi.stubGlobal('Element', FakeElement);
});
afterEach(() => vi.unstubAllGlobals());

const paint = () => afterPaintStart!();
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('the web font after the largest paint', () => {
  it('fetches nothing before the largest paint is on screen, then only prefetches the files: the first page keeps the fallback', async () => {
    declareWebFontsAfterLargestPaint(faces, 'seen', afterPaint);
    expect(links).toEqual([]);
    paint();
    expect(links).toEqual([
      expect.objectContaining({ rel: 'prefetch', as: 'font', href: '/assets/inter-latin.woff2', crossOrigin: 'anonymous' }),
    ]);
    links[0]!.onload();
    await settle();
    expect(added).toEqual([]);
    expect(storage.get('seen')).toBe('1');
  });

  it('takes the font at the next view this document draws: a link its router took, or back and forward', () => {
    declareWebFontsAfterLargestPaint(faces, 'seen', afterPaint);
    paint();
    listeners.get('click')!({ target: new FakeElement(false), defaultPrevented: true });
    expect(added).toEqual([]);
    // A link the browser follows loads the next document, which declares the font itself: nothing in the page left.
    listeners.get('click')!({ target: new FakeElement(true), defaultPrevented: false });
    expect(added).toEqual([]);
    listeners.get('click')!({ target: new FakeElement(true), defaultPrevented: true });
    // Swapped in whenever it comes: the rest of the visit may be this one document.
    expect(added).toEqual([expect.objectContaining({ descriptors: expect.objectContaining({ display: 'swap' }) })]);
    expect(listeners.has('popstate')).toBe(false);
  });

  it('remembers nothing when the files could not be fetched, so the next page tries again', async () => {
    declareWebFontsAfterLargestPaint(faces, 'seen', afterPaint);
    paint();
    links[0]!.onerror();
    await settle();
    expect(storage.has('seen')).toBe(false);
  });

  it('declares the faces at once on a later page of the visit, whose files are cached, taken only if there in time', () => {
    storage.set('seen', '1');
    declareWebFontsAfterLargestPaint(faces, 'seen', afterPaint);
    // `optional`: a file slow to come leaves this page in the fallback rather than moving it under the reader.
    expect(added).toEqual([expect.objectContaining({ descriptors: expect.objectContaining({ display: 'optional' }) })]);
    expect(afterPaintStart).toBeNull();
    expect(links).toEqual([]);
  });

  it('writes the same faces as a stylesheet for the page without JavaScript', () => {
    expect(webFontFaceRules(faces)).toBe(
      "@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:400 700;src:url(/assets/inter-latin.woff2) format('woff2');unicode-range:U+0020-007E}",
    );
  });
});
