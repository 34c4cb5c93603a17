import type { LeadFormKey } from '@cg/data/forms';
import { Island } from '../islands/Island';
import leadDraft from '../islands/leadDraft.island';
import leadForm from '../islands/leadForm.island';

/**
 * A page's lead form: an island that starts when the visitor turns to it (a first submit included: it is held for the
 * form's own checks), or at once when this tab keeps a draft of it (leadDraft); until its code runs, and without
 * JavaScript, a plain form posting to lead-intake (decision 009).
 */
export function PageLeadForm({ form }: { form: LeadFormKey }) {
  return (
    <>
      <Island of={leadDraft} props={{ form }} />
      <Island of={leadForm} props={{ form }} />
    </>
  );
}
