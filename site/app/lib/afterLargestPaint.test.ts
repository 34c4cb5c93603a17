import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint } from './afterLargestPaint';

/** A browser whose load event and first contentful paint the test fires. */
type HeroImage = { decode: () => Promise<unknown> };
type PaintEntries = { getEntriesByName: (name: string) => { name: string }[] };

const fakeBrowser = ({
  readyState = 'loading',
  paintTiming = true,
  heroImages = [] as HeroImage[],
}: {
  readyState?: string;
  paintTiming?: boolean;
  heroImages?: HeroImage[];
} = {}) => {
  const listeners: Record<string, () => void> = {};
  const observers: FakePerformanceObserver[] = [];
  const frames: (() => void)[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    disconnected = false;
    constructor(readonly callback: (entries: PaintEntries) => void) {
      observers.push(this);
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('document', {
    readyState,
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? heroImages : []),
  });
  vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
    listeners[type] = listener;
  });
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  const paint = (name: string) => {
    for (const observer of observers.filter((each) => !each.disconnected)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  };
  /** The browser presents a frame: the callbacks asked for before it run (those they ask for wait for the next). */
  const frame = () => {
    for (const callback of frames.splice(0)) callback();
  };
  return { load: () => listeners.load?.(), paint, frames, frame };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Two frames presented (the frame asked for, and the one after it that queues the start), then that task. */
const presentTwoFrames = async (browser: ReturnType<typeof fakeBrowser>) => {
  browser.frame();
  browser.frame();
  await settle();
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterLargestPaint', () => {
  it('starts only when the page has loaded and its first contentful paint is on screen', async () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    afterLargestPaint(start);
    browser.paint('first-paint');
    browser.load();
    await settle();
    expect(start).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    await settle();
    // Then the frame after the load is presented (a second frame's callback runs after it), and a task after that.
    browser.frame();
    await settle();
    expect(start).not.toHaveBeenCalled();
    browser.frame();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the hero image to be decoded, then for the frame that paints it', async () => {
    let decoded = () => {};
    const hero = { decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
    const browser = fakeBrowser({ heroImages: [hero] });
    const start = vi.fn();
    afterLargestPaint(start);
    browser.load();
    browser.paint('first-contentful-paint');
    await settle();
    await presentTwoFrames(browser);
    expect(start).not.toHaveBeenCalled();
    decoded();
    await settle();
    await presentTwoFrames(browser);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts all the same when the hero image cannot be decoded', async () => {
    const hero = { decode: () => Promise.reject(new Error('EncodingError')) };
    const browser = fakeBrowser({ readyState: 'complete', heroImages: [hero] });
    const start = vi.fn();
    afterLargestPaint(start);
    browser.paint('first-contentful-paint');
    await settle();
    await presentTwoFrames(browser);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the load when the paint came first', async () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    afterLargestPaint(start);
    browser.paint('first-contentful-paint');
    await settle();
    expect(start).not.toHaveBeenCalled();
    browser.load();
    await settle();
    await presentTwoFrames(browser);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a load that stalls', async () => {
    vi.useFakeTimers();
    const browser = fakeBrowser();
    const start = vi.fn();
    afterLargestPaint(start, 5000);
    browser.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(4999);
    browser.frame();
    browser.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    browser.frame();
    browser.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a load that has already happened', async () => {
    const browser = fakeBrowser({ readyState: 'complete' });
    const start = vi.fn();
    afterLargestPaint(start);
    browser.paint('first-contentful-paint');
    await settle();
    await presentTwoFrames(browser);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('without paint timing, takes the first painted animation frame for the first paint', async () => {
    const browser = fakeBrowser({ paintTiming: false });
    const start = vi.fn();
    afterLargestPaint(start);
    browser.load();
    await settle();
    expect(start).not.toHaveBeenCalled();
    // The first painted frame stands for the first paint; two more for the frame after the load.
    browser.frame();
    await settle();
    await presentTwoFrames(browser);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
