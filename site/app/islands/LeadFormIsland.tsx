import { LeadCaptureForm, type LeadCaptureFormProps } from '../forms/LeadCaptureForm';
import { startIsland } from './startIsland';

// The form's messages after a failed submission are toasts: their region hydrates with the form.
startIsland('toasts');

/**
 * A lead form: before its island hydrates, a plain form posting to lead-intake (decision 009); hydrated on the
 * first pointer, touch or focus in it (what was typed meanwhile stays), or at once when this tab keeps a draft of
 * it (LeadDraftIsland), which it then shows again.
 */
export default function LeadFormIsland(props: LeadCaptureFormProps) {
  return <LeadCaptureForm {...props} />;
}
