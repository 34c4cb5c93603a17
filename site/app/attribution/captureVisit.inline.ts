// Inline in every page's <head> (VisitAttribution): runs as the page is parsed.
import { attributionCapturedField, attributionLimits, attributionStorageKey, campaignKeys } from '@cg/data/attribution';
import { captureVisit } from './captureVisit';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
if (typeof document !== 'undefined') captureVisit(attributionStorageKey, attributionLimits, campaignKeys, attributionCapturedField);
