/**
 * The rules every stored attribution value meets (decision 024), applied by the intake to what a
 * submission carries and by the tables' CHECKs again: known keys only, each with its length limit, no
 * control characters, a path that is a path, an origin that is an origin, URL-safe click ids. Server-side
 * and tests only: a browser sends what the visit's first page kept, and the intake decides.
 *
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */
import { attributionKeys, attributionLimits, type Attribution, type AttributionKey } from './attribution.ts';

// Control characters, line and paragraph separators, and U+FFFD: what bytes that were not UTF-8 decode to.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd]/;
// A value that is an address a browser would run (a campaign name is never one).
const scriptAddress = /^\s*(?:javascript|data|vbscript):/i;
const clickId = /^[A-Za-z0-9._~-]+$/;
const path = /^\/[^?#\s\\]*$/;
const origin = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/** One value as it may be stored, or undefined: too long, with a control character, or not its shape. */
export function cleanAttributionValue(key: AttributionKey, raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value || value.length > attributionLimits[key] || controlCharacter.test(value) || scriptAddress.test(value)) return undefined;
  if (key === 'landing_page') return path.test(value) ? value : undefined;
  if (key === 'referrer') return origin.test(value) ? value : undefined;
  if (key === 'fbclid' || key === 'gclid') return clickId.test(value) ? value : undefined;
  return value;
}

/** What a submission says of the visit: known keys only, each checked; anything malformed is dropped. */
export function readAttribution(get: (name: string) => string | null): Attribution {
  const attribution: Attribution = {};
  for (const key of attributionKeys) {
    const value = cleanAttributionValue(key, get(key));
    if (value !== undefined) attribution[key] = value;
  }
  return attribution;
}

/** Meta's click id cookie format, from the fbclid a visit landed with: fb.1.<ms>.<fbclid>. */
export const fbcOf = (fbclid: string, at: number) => `fb.1.${at}.${fbclid}`;
