import { flushSync } from 'react-dom';

/**
 * Renders `change` as the page is left, before the browser keeps it in its back/forward cache: a visitor who comes
 * back finds the page as the change left it, not as it was when they went. Rendered at once, since a page in the
 * cache runs nothing until it is shown again.
 */
export function asThePageIsLeft(change: () => void) {
  addEventListener('pagehide', () => flushSync(change), { once: true });
}
