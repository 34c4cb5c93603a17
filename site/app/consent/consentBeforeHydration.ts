import { consentFields, versionBefore } from '@cg/data/privacy';

/**
 * Before hydration a lead form is a plain form posting to lead-intake: this puts the answer stored on the
 * device into it as it is sent, so a visitor who answered on an earlier page keeps their answer. A form
 * the page's code already runs (it sets noValidate) sends the answer itself; without JavaScript there is
 * no answer, which is no. An answer the page's code would not take (too old, or given before the question last
 * changed, `askedSince`) is not carried either. Inline before each lead form (carryConsentBeforeHydration.inline.ts).
 */
export function carryConsentBeforeHydration(storageKey: string, fields: typeof consentFields, maxAgeMs: number, askedSince: string) {
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.noValidate || !/\/functions\/v1\/lead-intake$/.test(form.action)) return;
      let stored: { choice?: unknown; at?: unknown; noticeVersion?: unknown } | null = null;
      try {
        stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
          choice?: unknown;
          at?: unknown;
          noticeVersion?: unknown;
        } | null;
      } catch {
        return;
      }
      if (!stored || (stored.choice !== 'granted' && stored.choice !== 'denied') || typeof stored.at !== 'string') return;
      if (typeof stored.noticeVersion !== 'string' || versionBefore(stored.noticeVersion, askedSince)) return;
      const age = Date.now() - Date.parse(stored.at);
      if (!(age >= -60_000 && age < maxAgeMs)) return;
      const values: [string, unknown][] = [
        [fields.choice, stored.choice],
        [fields.at, stored.at],
        [fields.noticeVersion, stored.noticeVersion],
      ];
      for (const [name, value] of values) {
        let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
        if (!input) {
          input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          form.append(input);
        }
        input.value = String(value);
      }
    },
    true,
  );
}
