/**
 * Where the visit came from, kept for the visit (sessionStorage) by the first page it opens: that page's
 * path, the referring site's origin (not the site's own) and the campaign's keys from the address, nothing
 * else of it. A lead form posted before hydration then carries them as it is sent; a form the page's code
 * runs (it sets noValidate) sends them itself. The intake checks every value again. Inline in every page
 * (captureVisit.inline.ts), it must never break the page.
 */
export function captureVisit(
  storageKey: string,
  limits: Readonly<Record<string, number>>,
  campaignKeys: readonly string[],
  capturedField: string,
) {
  let visit: Record<string, string> | null = null;
  try {
    visit = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Record<string, string> | null;
    if (!visit || typeof visit !== 'object') {
      const address = new URL(location.href);
      const kept: Record<string, string> = {};
      // Only what the intake would store: no control character, each value within its limit (a click id cut short
      // names no click, so a long one is left out). A hostile link then costs the visit its value, never its forms.
      const keep = (key: string, value: string) => {
        const limit = limits[key] ?? 0;
        if (!value || /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd]/.test(value)) return;
        if (value.length <= limit) kept[key] = value;
        else if (!key.endsWith('clid')) kept[key] = value.slice(0, limit).replace(/[\ud800-\udbff]$/, '');
      };
      keep('landing_page', address.pathname);
      const from = document.referrer ? new URL(document.referrer).origin : '';
      if (from && from !== address.origin) keep('referrer', from);
      for (const key of campaignKeys) keep(key, address.searchParams.get(key) ?? '');
      visit = kept;
      sessionStorage.setItem(storageKey, JSON.stringify(visit));
    }
  } catch {
    return;
  }
  const carried = visit;
  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.noValidate || !/\/functions\/v1\/lead-intake$/.test(form.action)) return;
      const fields: [string, unknown][] = [[capturedField, '1'], ...Object.entries(carried)];
      for (const [name, value] of fields) {
        if (typeof value !== 'string') continue;
        let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
        if (!input) {
          input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          form.append(input);
        }
        input.value = value;
      }
    },
    true,
  );
}
