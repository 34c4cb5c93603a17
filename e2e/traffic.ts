import { expect } from '@playwright/test';
import type { TrafficReports } from '../packages/data/src/trafficReports';
import { adminToken, e2eBackend } from './backend';

/** The site's own measurement as the admin reads it back (decision 034): what a test counts its page views and vitals by. */
export const athensToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(new Date());

/** Where a page sends its page view and web vitals. */
export const pageEvents = `${e2eBackend.url}/functions/v1/page-events`;

/** Today's traffic reports, as the admin reads them (the weeks of the last 26 are not what these tests look at). */
export async function todaysTraffic(): Promise<TrafficReports> {
  const today = athensToday();
  const from = new Date(`${today}T00:00:00+02:00`);
  const answer = await fetch(`${e2eBackend.url}/rest/v1/rpc/traffic_reports`, {
    method: 'POST',
    headers: { apikey: e2eBackend.anonKey, Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      weeks: [new Date(from.getTime() - 7 * 86_400_000).toISOString(), new Date(from.getTime() + 2 * 86_400_000).toISOString()],
      period_from: new Date(from.getTime() - 86_400_000).toISOString(),
      period_to: new Date(from.getTime() + 2 * 86_400_000).toISOString(),
    }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as TrafficReports;
}

/** A campaign's row today: its visits, page views and leads. */
export const campaignRow = async (campaign: string) => (await todaysTraffic()).campaigns.find((row) => row.campaign === campaign);

/** How many samples of a web vital a route has today, from desktops. */
export const sampleCount = async (route: string, metric: string) =>
  (await todaysTraffic()).speed.find((row) => row.route === route && row.device === 'desktop' && row.metric === metric)?.samples ?? 0;
