import type { StoryContext } from '@storybook/react-vite';

/**
 * In Storybook nothing is captured: this is replaced, in the story tests only, by visual/captureEndState.ts
 * (see vitest.config.ts), which compares each story's end state with its baseline.
 */
export const captureEndState = async (_context: StoryContext) => {};

/**
 * Chromatic applies a story's `chromatic.prefersReducedMotion` itself; in the story tests the replacement emulates it
 * in the browser before the story renders. Nothing to do in Storybook.
 */
export const matchMotionPreference = async (_context: StoryContext) => {};
