import type { FirstTouches } from './firstTouch';

/**
 * The first touches held on each island's marker, from the moment the page's HTML is parsed (startLoader.inline.ts)
 * to the moment the loader plays them to the started island. Shared by the inline script and the loader module on the
 * page's window (the two are separate scripts).
 */
const registryKey = Symbol.for('cg.heldTouches');

export function heldTouches(): Map<HTMLElement, FirstTouches> {
  const page = window as unknown as Record<symbol, Map<HTMLElement, FirstTouches> | undefined>;
  const held = page[registryKey] ?? new Map<HTMLElement, FirstTouches>();
  page[registryKey] = held;
  return held;
}
