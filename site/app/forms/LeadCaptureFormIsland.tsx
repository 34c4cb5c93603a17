import { island } from '../lib/island';
import type { LeadCaptureFormProps } from './LeadCaptureForm';

/** The lead form, its code (the form kit, the schemas, the intake client) outside the page's first load. */
export const LeadCaptureFormIsland = island<LeadCaptureFormProps>(() =>
  import('./LeadCaptureForm').then((module) => module.LeadCaptureForm),
);
