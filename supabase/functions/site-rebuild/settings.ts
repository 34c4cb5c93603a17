/**
 * The build hook's settings, from the function's environment: SITE_BUILD_HOOK_URL, the static host's
 * secret build hook (Netlify's and Cloudflare Pages' deploy hooks take an empty POST; none means a
 * logged dry run), and SITE_BUILD_HOOK_DEBOUNCE_SECONDS, how long after the last change the build starts
 * (default 30, at most 120 so it ends well inside an Edge Function's background time).
 */
export type RebuildSettings = { hookUrl?: string; debounceSeconds: number };

export const defaultDebounceSeconds = 30;
const maxDebounceSeconds = 120;

export function rebuildSettingsFrom(get: (name: string) => string | undefined): RebuildSettings {
  const hook = get('SITE_BUILD_HOOK_URL')?.trim() || undefined;
  if (hook && !/^https:\/\//.test(hook)) throw new Error('SITE_BUILD_HOOK_URL must be an https:// address');
  const raw = get('SITE_BUILD_HOOK_DEBOUNCE_SECONDS')?.trim();
  if (raw && (!/^\d{1,4}$/.test(raw) || Number(raw) > maxDebounceSeconds)) {
    throw new Error(`SITE_BUILD_HOOK_DEBOUNCE_SECONDS must be a whole number from 0 to ${maxDebounceSeconds} (got "${raw}")`);
  }
  return { hookUrl: hook, debounceSeconds: raw ? Number(raw) : defaultDebounceSeconds };
}
