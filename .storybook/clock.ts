/** The moment every story starts at: dates and times it shows are the same on every run, here and in Chromatic. */
export const storyStartsAt = '2026-11-26T10:00:00+02:00';

/**
 * Sets the page's clock to `instant` and lets it run on from there (timers, hover delays and toasts are untouched,
 * only what `Date` reads moves). Returns what puts the real clock back.
 */
export function startClockAt(instant: string) {
  const RealDate = globalThis.Date;
  const offset = RealDate.parse(instant) - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
