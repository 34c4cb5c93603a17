import { imeridesEvents as text } from '@cg/content/imerides';
import { LeadCaptureForm } from '../forms/LeadCaptureForm';
import type { StoredEvents } from './buildTimeEvents';
import { registrationChoices } from './registrationChoices';
import { useEventListing } from './useEventListing';

export type EventRegistrationProps = {
  /** The events as the build read them (null: the build had no backend); the browser reads them again. */
  storedEvents: StoredEvents | null;
};

/**
 * The /imerides registration form: the lead form of the registry's `imerides` entry, its choice of event the ones that
 * take registrations now (the build's, then the backend's), or the word that none does.
 */
export function EventRegistration({ storedEvents }: EventRegistrationProps) {
  const { events, readAt } = useEventListing(storedEvents);
  const choices = registrationChoices(events, readAt);
  if (choices.length === 1) return <p>{text.registration.none}</p>;
  return <LeadCaptureForm form="imerides" options={{ event: choices }} />;
}
