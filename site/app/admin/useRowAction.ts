import { useState } from 'react';
import { showToast } from '@cg/ui';
import type { AdminResult } from '@cg/data';
import { adminTexts as text } from '@cg/content/adminTexts';

/** A failed write, in a toast: the backend's Greek reason, or a fallback. */
export const showFailure = (result: Extract<AdminResult, { ok: false }>) =>
  showToast({ title: result.title, description: result.message || text.toasts.fallback, tone: 'error' });

/**
 * The back office's row buttons, written once: one call at a time (the button that runs it is busy), then the list
 * again, and only then the success toast (so it never announces a change the row does not show yet) and `after` (a
 * rebuild of the public pages); a failure is a toast and changes nothing.
 */
export function useRowAction<Action extends string>(reload: () => Promise<unknown>) {
  const [busy, setBusy] = useState<{ id: string; action: Action } | null>(null);
  const run = async (id: string, action: Action, call: () => Promise<AdminResult<unknown>>, success: string, after?: () => void) => {
    if (busy) return false;
    setBusy({ id, action });
    const result = await call();
    setBusy(null);
    if (!result.ok) {
      showFailure(result);
      return false;
    }
    await reload();
    showToast({ title: success, tone: 'success' });
    after?.();
    return true;
  };
  return { busy, run };
}
