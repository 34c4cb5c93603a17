// Inline before each lead form (ConsentBeforeHydration): runs as the page is parsed.
import { consentFields, consentMaxAgeMs, consentStorageKey } from '@cg/data/privacy';
import { consentAskedSince } from '@cg/content/noticeVersion';
import { carryConsentBeforeHydration } from './consentBeforeHydration';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
if (typeof document !== 'undefined') carryConsentBeforeHydration(consentStorageKey, consentFields, consentMaxAgeMs, consentAskedSince);
