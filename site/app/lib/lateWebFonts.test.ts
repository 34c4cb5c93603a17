import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { declareWebFontsAfterFirstPaint, webFontFaceRules } from './lateWebFonts';

const faces = [{ family: 'Inter Variable', url: '/assets/inter-latin.woff2', unicodeRange: 'U+0020-007E', weight: '400 700' }];

// A browser just rich enough for the inlined function: fonts, storage, paint timing, the clock, events.
let added: unknown[];
let storage: Map<string, string>;
let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null;
let finishLoading: () => void;
let now: number;
let listeners: Map<string, () => void>;

beforeEach(() => {
  added = [];
  storage = new Map();
  paintObserver = null;
  now = 0;
  listeners = new Map();
  let loaded: Promise<void>;
  const loading = () => (loaded ??= new Promise<void>((resolve) => (finishLoading = resolve)));
  loading();
  vi.stubGlobal('FontFace', class { load = () => loading().then(() => this); constructor(readonly family: string) {} });
  vi.stubGlobal('document', { fonts: { add: (face: unknown) => added.push(face) } });
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) });
  vi.stubGlobal('PerformanceObserver', Object.assign(class { constructor(callback: typeof paintObserver) { paintObserver = callback; } observe() {} disconnect() {} }, { supportedEntryTypes: ['paint'] }));
  vi.stubGlobal('performance', { now: () => now });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener));
  vi.stubGlobal('removeEventListener', (type: string) => listeners.delete(type));
  vi.stubGlobal('Element', class {});
});
afterEach(() => vi.unstubAllGlobals());

const paint = () => paintObserver!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('the web font after the first paint', () => {
  it('fetches nothing before the first contentful paint, then swaps when the files come within the window', async () => {
    declareWebFontsAfterFirstPaint(faces, 'seen', 100);
    expect(added).toEqual([]);
    paint();
    now = 80;
    finishLoading();
    await settle();
    expect(added).toHaveLength(1);
    expect(storage.get('seen')).toBe('1');
  });

  it('keeps the fallback when the files come late, so nothing shifts, and takes the font at the next navigation', async () => {
    declareWebFontsAfterFirstPaint(faces, 'seen', 100);
    paint();
    now = 900;
    finishLoading();
    await settle();
    expect(added).toEqual([]);
    expect(storage.get('seen')).toBe('1');
    listeners.get('popstate')!();
    expect(added).toHaveLength(1);
  });

  it('declares the faces at once on a later page of the visit, whose files are cached', () => {
    storage.set('seen', '1');
    declareWebFontsAfterFirstPaint(faces, 'seen', 100);
    expect(added).toHaveLength(1);
    expect(paintObserver).toBeNull();
  });

  it('writes the same faces as a stylesheet for the page without JavaScript', () => {
    expect(webFontFaceRules(faces)).toBe(
      "@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:400 700;src:url(/assets/inter-latin.woff2) format('woff2');unicode-range:U+0020-007E}",
    );
  });
});
