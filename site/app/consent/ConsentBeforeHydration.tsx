import { InlineScript } from '../lib/InlineScript';
import carryConsent from './carryConsentBeforeHydration.inline.ts?inline-script';

/** The stored answer on advertising measurement, carried by the lead form after it if it posts before its code runs. */
export function ConsentBeforeHydration() {
  return <InlineScript code={carryConsent} />;
}
