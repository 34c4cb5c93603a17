/**
 * Marks a part that answers a resting pointer (a dropdown that opens on hover after its delay, the attribute's value
 * in ms). A page that starts its code late starts it at once when the pointer already rests there (a pointer that
 * does not move sends no event to wait for), and until the code is there opens the part's own popover after that
 * delay, marked `openedByHover`: the code, once there, takes over as if it had been hovered all along.
 */
export const hoverIntent = 'data-hover-intent';

/** On a popover a page's early script opened for a resting pointer. */
export const openedByHover = 'data-opened-by-hover';

/**
 * On such a part while a pointer rests on it before its code has arrived: when the pointer came (the event's time
 * stamp, on the page's clock). The code counts its hover delay from then, not from its own arrival, so the dropdown
 * opens its 200 ms after the pointer came, as it does once the code is there.
 */
export const pointerSince = 'data-pointer-since';

/** When the pointer came over `element`, as a page's early script noted it (then forgotten), or `fallback`. */
export function takePointerSince(element: Element, fallback: number): number {
  const since = Number(element.getAttribute(pointerSince));
  element.removeAttribute(pointerSince);
  return since > 0 && since <= fallback ? since : fallback;
}
