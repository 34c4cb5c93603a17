/**
 * The rules every stored attribution value meets (decision 024), applied by the intake to what a
 * submission carries and by the tables' CHECKs again: known keys only, each with its length limit, no
 * control characters, a path that is a path, an origin that is an origin, URL-safe click ids. Server-side
 * and tests only: a browser sends what the visit's first page kept, and the intake decides.
 *
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */
import { attributionKeys, type Attribution, type AttributionKey } from './attribution.ts';

/** The longest each value may be (the database's checks say the same). */
export const attributionLimits: Record<AttributionKey, number> = {
  landing_page: 300,
  referrer: 200,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 150,
  utm_term: 150,
  utm_content: 150,
  fbclid: 500,
  gclid: 500,
};

const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const clickId = /^[A-Za-z0-9._~-]+$/;
const path = /^\/[^?#\s\\]*$/;
const origin = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/** One value as it may be stored, or undefined: too long, with a control character, or not its shape. */
export function cleanAttributionValue(key: AttributionKey, raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value || value.length > attributionLimits[key] || controlCharacter.test(value)) return undefined;
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
