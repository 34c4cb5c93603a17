/**
 * What /admin/reports shows of the site's own measurement (decision 034), read from the daily rollups by
 * public.traffic_reports (admins only): a few hundred numbers, whatever the number of page views.
 */
import type { AppClient } from './client';
import { AdminReadError } from './articles';
import type { ReportsQuery } from './reports';

export type DeviceClass = 'phone' | 'tablet' | 'desktop';
export type VitalMetric = 'LCP' | 'INP' | 'CLS';

export type TrafficReports = {
  /** Per week (1-based, as lead_reports counts them): visits (a visit's first page), page views, all leads and those whose visitor agreed to the measurement. */
  weekly: { week: number; visits: number; views: number; leads: number; agreed_leads: number }[];
  /** Of the period, by the visit's source as lead_reports names a lead's: visits, page views and agreeing leads. */
  sources: { source: string; visits: number; views: number; leads: number }[];
  campaigns: { source: string; campaign: string; visits: number; views: number; leads: number }[];
  /** Page views and visits that began there, per route of the route table. */
  routes: { route: string; visits: number; views: number }[];
  /** Agreeing leads per landing page (a path: the page maps it to its route). */
  landing_leads: { path: string; leads: number }[];
  /** Agreeing leads per form (its lead_source). */
  form_leads: { form: string; leads: number }[];
  /** The period's leads, and how many of their visitors agreed: the share the visits stand for. */
  consent: { leads: number; agreed: number };
  /** Per route, device and metric, the 75th percentile of the last 28 days and how many samples it is of. */
  speed: { route: string; device: DeviceClass; metric: VitalMetric; p75: number; samples: number }[];
  /** The most reported blocked addresses per page of the last 7 days. */
  policy: { page: string; directive: string; blocked: string; reports: number; last_at: string }[];
};

export async function readTrafficReports(client: AppClient, query: ReportsQuery): Promise<TrafficReports> {
  const { data, error, status } = await client.rpc('traffic_reports', {
    weeks: [...query.weekStarts],
    period_from: query.from,
    period_to: query.to,
  });
  if (error) throw new AdminReadError(error.message, status);
  return data as unknown as TrafficReports;
}

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** Google's thresholds for each metric (web.dev/articles/vitals): good up to the first, poor above the second. */
export const vitalThresholds: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = vitalThresholds[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** Leads per 100 visits (or views), to one decimal; null without a visit to divide by. */
export const perHundred = (leads: number, visits: number) => (visits > 0 ? Math.round((leads / visits) * 1000) / 10 : null);
