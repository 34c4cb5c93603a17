/** A toast as the site asks for it: the spec's title and text, and how it should look. */
export type Toast = { title: string; description?: string; tone?: 'error' | 'success' | 'info' };

type Show = (toast: Toast) => void;

/**
 * Toasts asked for before the toast library has loaded wait here; the region drains them once it
 * is ready. Module state on purpose: any code may call `showToast` without a React context.
 */
const state: { show: Show | null; pending: Toast[]; load: (() => void) | null } = { show: null, pending: [], load: null };

export function showToast(toast: Toast) {
  if (state.show) return state.show(toast);
  state.pending.push(toast);
  state.load?.();
}

export function connectToasts(load: () => void) {
  state.load = load;
  if (state.pending.length) load();
  return () => {
    state.load = null;
  };
}

export function startShowing(show: Show) {
  state.show = show;
  for (const toast of state.pending.splice(0)) show(toast);
  return () => {
    state.show = null;
  };
}

/** Forgets toasts no region has shown yet: each story (in Storybook and its tests) starts as a new page does. */
export function discardPendingToasts() {
  state.pending.length = 0;
}
