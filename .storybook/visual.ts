import type { viewportWidths } from './modes';

/** The widths a story is compared at offline: Chromatic's phone and desktop modes, or the one a story is about. */
export type CaptureMode = keyof typeof viewportWidths;

/**
 * What a story tells the screenshot comparison, beside Chromatic's own `parameters.chromatic` (its modes, delay
 * and disableSnapshot, which the offline comparison follows too).
 */
export type VisualParameters = {
  /**
   * The story whose capture this one deliberately equals (an export of the same file, or another file's story by
   * its id, as `pages-about--default`), at every width or at the ones named. Without it, a capture identical to
   * another fails the test.
   */
  sameAs?: string | Partial<Record<CaptureMode, string>>;
  /** Pixels that may differ (downscaled images vary with Chromium's decode cache). */
  allowedMismatchedPixels?: number;
  /** Why one width cannot be compared offline (the other still is, and Chromatic captures both). */
  skipAt?: { mode: CaptureMode; why: string };
  /** Why the story is not captured at all; set through `withoutSnapshot`, which tells Chromatic too. */
  skip?: string;
};

/** A story with nothing of its own to capture: skipped by Chromatic and offline alike, with the reason. */
export const withoutSnapshot = (why: string) => ({
  chromatic: { disableSnapshot: true },
  visual: { skip: why } satisfies VisualParameters,
});

/**
 * For pages whose counters count up when they come into view: snapshot, in Chromatic and offline alike, as a
 * visitor who prefers reduced motion sees them, with their final figures from the start (the end state the count
 * reaches anyway), instead of retaking a tall page until two seconds of counting end.
 */
export const countersAtTheirFinalFigures = { chromatic: { prefersReducedMotion: 'reduce' as const } };
