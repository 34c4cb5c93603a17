// Inline right after the frame (LazyFrame): runs as the page is parsed, long before any of its code.
import { loadFrameWhenNear } from './loadFrameWhenNear';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
if (typeof document !== 'undefined') {
  const frame = document.currentScript?.previousElementSibling;
  loadFrameWhenNear(frame instanceof HTMLIFrameElement ? frame : null);
}
