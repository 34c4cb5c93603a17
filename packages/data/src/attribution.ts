/**
 * How a visitor arrived, as every lead records it: the visit's landing page (path only), the referring
 * site (origin only, never the site itself), the five utm_* values and the ad click ids. Captured in the
 * browser once per visit (sessionStorage) and carried by every submission; the intake checks every value
 * (attributionRules.ts), so a browser carries only these names. None of it is personal data.
 *
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */

export const attributionKeys = [
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'fbclid',
  'gclid',
] as const;
export type AttributionKey = (typeof attributionKeys)[number];
export const campaignKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'fbclid', 'gclid'] as const;

/** The longest each value may be (the database's checks say the same); the page cuts what it keeps to these. */
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

/** The values one visit carries; a key left out is unknown or absent. */
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Where the browser keeps the visit's attribution (sessionStorage: it ends with the visit). */
export const attributionStorageKey = 'visit-attribution';

/** The field a submission sends when the page captured the visit (otherwise the source is unknown). */
export const attributionCapturedField = 'attribution';

/** The form fields a submission carries: the values and the mark that the page captured them. */
export function attributionFields(attribution: Attribution): [string, string][] {
  return [
    [attributionCapturedField, '1'],
    ...attributionKeys.flatMap((key) => (attribution[key] ? [[key, attribution[key]] as [string, string]] : [])),
  ];
}
