import { chooseOnFollow } from '@cg/ui/chooseOnFollow';
import { useEffect } from 'react';
import { EventRegistration } from '../events/EventRegistration';
import { defineIsland } from './defineIsland';
import { startIsland } from './startIsland';
import type toasts from './toasts.island';

/** The /imerides registration form, with the region its toasts appear in started beside it (as leadForm's). */
function EventRegistrationWithToasts(props: Parameters<typeof EventRegistration>[0]) {
  useEffect(() => startIsland<typeof toasts>('toasts'), []);
  return <EventRegistration {...props} />;
}

// Once the form's code is here (on the visitor's first touch in it, or started with a changed list by eventsCheck), a
// card's «Δήλωση συμμετοχής» chooses its event in it: kept out of the page's first scripts, within its size budget.
if (typeof document !== 'undefined') chooseOnFollow(document);

/** The registration form on /imerides: hydrated on the first pointer, focus or touch in it, or when its draft asks (leadDraft). */
export default defineIsland({ name: 'eventRegistration', component: EventRegistrationWithToasts, when: 'interaction' });
