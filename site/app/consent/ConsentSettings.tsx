import { useState } from 'react';
import { useHydrated } from '@cg/ui';
import { storeConsent, useAdConsent } from './adConsent';
import { consentStateText } from './consentStateText';
import { ConsentSettingsView } from './ConsentSettingsView';

/**
 * The privacy settings on a page React hydrates: prerendered as what holds without JavaScript (no answer is
 * stored, nothing is sent); the answers appear once the page runs.
 */
export function ConsentSettings() {
  const consent = useAdConsent();
  const [saved, setSaved] = useState(false);
  const hydrated = useHydrated();
  return (
    <ConsentSettingsView
      state={consentStateText(consent, hydrated)}
      answers={hydrated ? 'shown' : 'absent'}
      saved={saved}
      onAnswer={(choice) => {
        storeConsent(choice);
        setSaved(true);
      }}
    />
  );
}

/** The same on a page of islands, in its HTML: the answers hidden until its island's code shows them. */
export function ConsentSettingsInHtml() {
  return <ConsentSettingsView state={consentStateText(null, false)} answers="hidden" saved={false} />;
}
