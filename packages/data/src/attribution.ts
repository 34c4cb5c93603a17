/**
 * How a visitor arrived, as every lead records it: the visit's landing page (path only), the referring
 * site (origin only, never the site itself), the five utm_* values and the ad click ids. Captured in the
 * browser once per visit (sessionStorage), carried by every submission, checked again by the intake, kept
 * by the database under the same limits. None of it is personal data: no query string beyond these keys,
 * no path of another site.
 *
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */

/** The stored values and the longest each may be (the database's checks say the same). */
export const attributionLimits = {
  landing_page: 300,
  referrer: 200,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 150,
  utm_term: 150,
  utm_content: 150,
  fbclid: 500,
  gclid: 500,
} as const;

export type AttributionKey = keyof typeof attributionLimits;
export const attributionKeys = Object.keys(attributionLimits) as AttributionKey[];
export const campaignKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'fbclid', 'gclid'] as const;

/** The values one visit carries; a key left out is unknown or absent. */
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Where the browser keeps the visit's attribution (sessionStorage: it ends with the visit). */
export const attributionStorageKey = 'visit-attribution';

/** The field a submission sends when the page captured the visit (otherwise the source is unknown). */
export const attributionCapturedField = 'attribution';

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

/** What a visit's first page says of it: its path, the referrer's origin unless it is the site's own, and the campaign. */
export function attributionOf(address: string, referrer: string): Attribution {
  const url = new URL(address);
  let from: string | undefined;
  try {
    from = referrer ? new URL(referrer).origin : undefined;
  } catch {
    from = undefined;
  }
  return readAttribution((key) => {
    if (key === 'landing_page') return url.pathname;
    if (key === 'referrer') return from && from !== url.origin ? from : null;
    return url.searchParams.get(key);
  });
}

/** The form fields a submission carries: the values and the mark that the page captured them. */
export function attributionFields(attribution: Attribution): [string, string][] {
  return [[attributionCapturedField, '1'], ...attributionKeys.flatMap((key) => (attribution[key] ? [[key, attribution[key]] as [string, string]] : []))];
}

/** Meta's click id cookie format, from the fbclid a visit landed with: fb.1.<ms>.<fbclid>. */
export const fbcOf = (fbclid: string, at: number) => `fb.1.${at}.${fbclid}`;
