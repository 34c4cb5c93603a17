/** The event that starts an island before its moment (islands/loader.ts listens for it on every marker). */
export const startIslandEvent = 'island-start';

/** Starts the page's island of this name now, if the page has one that has not started yet. */
export function startIsland(name: string) {
  document.querySelector(`[data-island="${CSS.escape(name)}"]`)?.dispatchEvent(new Event(startIslandEvent));
}
