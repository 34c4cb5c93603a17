import type { LeadFormKey as LeadForm } from '@cg/data/forms';
import { readSession, removeSession, writeSession } from '../lib/sessionStore';

/**
 * A lead form's input and its submission id, kept in sessionStorage until the lead is stored or kept on the device
 * (then the outbox owns it, with its id): a failed submission or a reload loses nothing, every retry or resend carries
 * the same submission id, so the database stores the lead once, and the next lead typed gets an id of its own.
 */
export type LeadDraft = { submissionId: string; input: Record<string, string | undefined> };

const key = (form: LeadForm) => `lead-draft:${form}`;

const isDraft = (value: unknown): value is LeadDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LeadDraft).submissionId === 'string' &&
  typeof (value as LeadDraft).input === 'object';

export function readDraft(form: LeadForm): LeadDraft | null {
  const stored = readSession<unknown>(key(form));
  return isDraft(stored) ? stored : null;
}

export function saveDraftInput(form: LeadForm, input: LeadDraft['input']) {
  writeSession(key(form), { submissionId: submissionIdFor(form), input });
}

/** The id this filled form is sent with: made once, then kept with the draft. */
export function submissionIdFor(form: LeadForm): string {
  const draft = readDraft(form);
  if (draft) return draft.submissionId;
  const submissionId = crypto.randomUUID();
  writeSession(key(form), { submissionId, input: {} });
  return submissionId;
}

/** After the lead is stored, or kept on the device: the next filled form is a new lead. */
export const clearDraft = (form: LeadForm) => removeSession(key(form));

/** Whether the tab holds a draft with something typed in it (a lead being written). */
export const hasTypedDraft = (form: LeadForm) => Object.values(readDraft(form)?.input ?? {}).some(Boolean);

/**
 * The lead this tab's form page waits on: kept on the device while offline, the page stays and goes to the thank-you
 * page once that lead has gone, unless the visitor has started another meanwhile.
 */
const waitingKey = (form: LeadForm) => `lead-waiting:${form}`;
export const markWaiting = (form: LeadForm, submissionId: string) => writeSession(waitingKey(form), submissionId);
export const readWaiting = (form: LeadForm) => readSession<string>(waitingKey(form));
export const clearWaiting = (form: LeadForm) => removeSession(waitingKey(form));
