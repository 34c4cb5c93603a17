export { consentStorageKey, currentConsent, storeConsent } from './consentStore';
