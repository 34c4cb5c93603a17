import { useSyncExternalStore } from 'react';
import { snapshot, subscribe } from './consentStore';

export { consentStorageKey, currentConsent, onConsentSettingsOpened, openConsentSettings, storeConsent } from './consentStore';

/** The stored answer, kept current; null before hydration and where there is none. */
export const useAdConsent = () => useSyncExternalStore(subscribe, snapshot, () => null);
