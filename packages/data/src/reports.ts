/**
 * The back office's reports (admins only: the database refuses everyone else). The database aggregates
 * (public.lead_reports), so the page receives a few hundred numbers whatever the number of leads.
 */
import type { AppClient } from './client';
import { AdminReadError } from './articles';

/** One count: in the n-th week (1-based) of the weeks asked for, of a form's lead_source or a sample. */
export type WeeklyCount = { week: number; key: string; count: number };

export type LeadReports = {
  weekly_leads: WeeklyCount[];
  weekly_downloads: WeeklyCount[];
  /** 'unknown', 'direct', a utm_source in lower case, or a referring site's origin. */
  sources: { source: string; count: number }[];
  campaigns: { source: string | null; campaign: string; count: number }[];
  response: { leads: number; contacted: number; median_hours: number | null; p90_hours: number | null; due: number; late: number };
};

export type ReportsQuery = {
  /** Each week's first instant, then the end of the last week. */
  weekStarts: readonly string[];
  /** The period of the sources, the campaigns and the call-back times: [from, to). */
  from: string;
  to: string;
};

export async function readLeadReports(client: AppClient, query: ReportsQuery): Promise<LeadReports> {
  const { data, error, status } = await client.rpc('lead_reports', {
    weeks: [...query.weekStarts],
    period_from: query.from,
    period_to: query.to,
  });
  if (error) throw new AdminReadError(error.message, status);
  return data as unknown as LeadReports;
}
