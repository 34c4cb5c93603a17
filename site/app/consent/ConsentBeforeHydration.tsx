import { consentFields, consentMaxAgeMs, consentStorageKey } from '@cg/data/privacy';
import { carryConsentBeforeHydration } from './consentBeforeHydration';

// Written into the HTML at build time only (import.meta.env.SSR drops it from the client build); hydration
// leaves an inline script as it is.
const script = import.meta.env.SSR
  ? `(${carryConsentBeforeHydration.toString()})(${JSON.stringify(consentStorageKey)}, ${JSON.stringify(consentFields)}, ${consentMaxAgeMs});`
  : '';

/** The stored answer on advertising measurement, carried by the lead form after it if posted before hydration. */
export function ConsentBeforeHydration() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}
