// Inline right after a thank-you page's card (ThankYouPage), before the first paint: its keys and form come in `data-*`.
import type { LeadFormKey, ThankYouQueryKeys } from '@cg/data/forms';
import { greetInPlace } from './greetInPlace';

// Run only in a page: a stylesheet's compiler, importing the components that write this script, evaluates it as a plain module.
const script = typeof document === 'undefined' ? null : document.currentScript;
const card = script?.previousElementSibling;
if (script && card instanceof HTMLElement) {
  const keys = JSON.parse(script.dataset.keys ?? '{}') as ThankYouQueryKeys;
  greetInPlace(card, keys, script.dataset.form as LeadFormKey | undefined);
}
