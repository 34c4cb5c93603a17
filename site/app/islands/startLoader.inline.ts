// Inline at the end of every page of islands (IslandsLoader): the loader's address comes in `data-loader`.
import { dropPopoverFallbackWhereCommandsWork } from '@cg/ui/popoverFallback';
import { onceLargestPaintShown } from '../lib/largestPaintShown';
import { whenPrerenderShown } from '../lib/whenShown';
import { holdClicksForIslandsElsewhere, holdFirstTouches } from './firstTouch';
import { heldTouches } from './heldTouches';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
const loader = typeof document === 'undefined' ? undefined : document.currentScript?.dataset.loader;
if (loader) {
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    void import(/* @vite-ignore */ loader);
  };
  // What the visitor does to an island is held from now, as the HTML is parsed, not once the loader arrives after the
  // largest paint: a submit in the page's first second gets the island's Greek messages, not the browser's bubble. A
  // submission or a click that waits for its island asks for the loader at once: the visitor is there before the paint.
  dropPopoverFallbackWhereCommandsWork(document);
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) heldTouches().set(marker, holdFirstTouches(marker, load));
  holdClicksForIslandsElsewhere(heldTouches());
  // A page prerendered ahead of a click asks for its code when it is shown, already painted: nothing of it runs before
  // (no island, page view, web vital or send from a page nobody saw). Otherwise after the largest paint, as always.
  if (!whenPrerenderShown(load)) onceLargestPaintShown(load);
}
