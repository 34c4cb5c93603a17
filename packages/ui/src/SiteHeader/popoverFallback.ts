/**
 * A button that opens its sheet by the platform's invoker command (`commandfor`) also names it as a popover
 * (`popovertarget`) for browsers without commands (docs/decisions/007). Where commands work, the browser ignores the
 * fallback and says so in the console on every press («popovertarget is ignored on elements with commandfor»):
 * there it is taken away. Run by the page's first inline script, before any press, and again by the component.
 */
export function dropPopoverFallbackWhereCommandsWork(root: ParentNode) {
  if (typeof HTMLButtonElement === 'undefined' || !('command' in HTMLButtonElement.prototype)) return;
  for (const button of root.querySelectorAll('button[commandfor][popovertarget]')) button.removeAttribute('popovertarget');
}
