/**
 * Where the visit came from, kept for the visit (sessionStorage) by the first page it opens: that page's
 * path, the referring site's origin (not the site's own) and the campaign's keys from the address, nothing
 * else of it. A lead form posted before hydration then carries them as it is sent; a form the page's code
 * runs (it sets noValidate) sends them itself. The intake checks every value again. Inline in every page
 * (captureVisit.inline.ts), it must never break the page.
 */
export function captureVisit(storageKey: string, campaignKeys: readonly string[], capturedField: string) {
  let visit: Record<string, string> | null = null;
  try {
    visit = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Record<string, string> | null;
    if (!visit || typeof visit !== 'object') {
      const address = new URL(location.href);
      visit = { landing_page: address.pathname };
      const from = document.referrer ? new URL(document.referrer).origin : '';
      if (from && from !== address.origin) visit.referrer = from;
      for (const key of campaignKeys) {
        const value = address.searchParams.get(key);
        if (value) visit[key] = value.slice(0, 500);
      }
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
