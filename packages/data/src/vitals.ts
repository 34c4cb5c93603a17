/**
 * The web vitals a browser reports, at most (decision 034): beyond these a value is a broken or made-up measurement,
 * not a slow page. The page keeps only values within them, page-events refuses the rest, the database's CHECK holds the
 * same, and its histograms end here, so no 75th percentile the reports show is ever above them.
 * Reached by the Edge Functions under Deno too: imports name their files in full.
 */
export const vitalCeilings = { LCP: 60_000, INP: 8_000, CLS: 5 } as const;

export type VitalName = keyof typeof vitalCeilings;

/** A page's largest paint takes some time; the other two may be 0. */
const vitalFloors: Record<VitalName, number> = { LCP: Number.MIN_VALUE, INP: 0, CLS: 0 };

export const isVitalInRange = (metric: VitalName, value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= vitalFloors[metric] && value <= vitalCeilings[metric];
