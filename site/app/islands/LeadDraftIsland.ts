import type { LeadFormKey } from '@cg/data/forms';
import { readDraft } from '../forms/leadDraft';
import { startIsland } from './startIsland';

/**
 * Without React: when this tab keeps a draft of the page's lead form (a reload, a failed submission, a visit back),
 * the form hydrates at once to show it again; otherwise only when the visitor turns to it.
 */
export function enhance(_marker: HTMLElement, props: Record<string, unknown>) {
  const draft = readDraft((props as { form: LeadFormKey }).form);
  if (draft && Object.values(draft.input).some(Boolean)) startIsland('leadForm');
}
