import type { StoryContext } from '@storybook/react-vite';

/**
 * In Storybook nothing is captured: this is replaced, in the story tests only, by visual/captureEndState.ts
 * (see vitest.config.ts), which compares each story's end state with its baseline.
 */
export const captureEndState = async (_context: StoryContext) => {};
