import { useEffect } from 'react';
import { LeadCaptureForm, type LeadCaptureFormProps } from '../forms/LeadCaptureForm';
import { defineIsland } from './defineIsland';
import { startIsland } from './startIsland';
import type toasts from './toasts.island';

/** The form, with the region its toasts appear in started beside it (on a page of islands: elsewhere there is no marker to start). */
function LeadFormWithToasts(props: LeadCaptureFormProps) {
  useEffect(() => startIsland<typeof toasts>('toasts'), []);
  return <LeadCaptureForm {...props} />;
}

/** A lead form, hydrated on the first pointer, focus or touch in it (what was typed meanwhile stays), or when asked (leadDraft). */
export default defineIsland({ name: 'leadForm', component: LeadFormWithToasts, when: 'interaction' });
