import type { AnyIsland } from './defineIsland';

/** The event that starts an island before its moment (islands/loader.ts listens for it on every marker). */
export const startIslandEvent = 'island-start';

/**
 * Starts the page's island now, if the page has one that has not started yet. Named by its definition's type, so a
 * wrong name fails tsc without importing the island's code: `startIsland<typeof toasts>('toasts')`.
 */
export function startIsland<Island extends AnyIsland = never>(name: NoInfer<Island['name']>) {
  document.querySelector(`[data-island="${CSS.escape(name)}"]`)?.dispatchEvent(new Event(startIslandEvent));
}
