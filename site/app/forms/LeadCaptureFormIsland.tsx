import { island } from '../lib/island';
import { Island } from '../islands/Island';
import { NothingShown } from '../islands/NothingShown';
import { LeadCaptureForm, type LeadCaptureFormProps } from './LeadCaptureForm';

/** On a page React hydrates whole, the form's code (the form kit, the schemas, the intake client) outside its first load. */
const LazyLeadCaptureForm = island<LeadCaptureFormProps>(() => import('./LeadCaptureForm').then((module) => module.LeadCaptureForm));

/**
 * A page's lead form. On a page of islands, an island that hydrates when the visitor turns to it, or at once when
 * this tab keeps a draft of it; until then the plain form posts to lead-intake (decision 009).
 */
export function LeadCaptureFormIsland({ form }: LeadCaptureFormProps) {
  return (
    <>
      <Island name="leadDraft" component={NothingShown} props={{ form }} when="idle" />
      <Island
        name="leadForm"
        // Only the build renders the form in place (a page of islands): the browser's bundle loads it lazily.
        component={import.meta.env.SSR ? LeadCaptureForm : LazyLeadCaptureForm}
        elsewhere={LazyLeadCaptureForm}
        props={{ form }}
        when="interaction"
      />
    </>
  );
}
