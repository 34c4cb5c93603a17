import { leadFormKeys, leadForms, perHundred, type TrafficReports } from '@cg/data';
import { PlainTable, StackedBarChart, type ChartSeries } from '@cg/ui';
import { Heading, Stack, Text } from '@cg/ui/layout';
import { reportTexts } from '@cg/content/reportTexts';
import { routeAt } from '@cg/data/routeTable';
import { exactTimeEl } from '../leads/timeEl';
import { routeLabel } from './routeLabel';
import { SpeedTable } from './SpeedTable';
import { sourceLabel } from './sourceLabel';

const text = reportTexts.traffic;
const number = new Intl.NumberFormat('el');
const formatCount = (value: number) => number.format(value);
const visitsSeries: ChartSeries[] = [{ key: 'visits', label: text.visitsSeries }];

/** The agreeing leads of each landing route: a lead names its landing page by its path, a visit by its route. */
function leadsByLandingRoute(landings: TrafficReports['landing_leads']) {
  const leads = new Map<string, number>();
  for (const { path, leads: count } of landings) {
    const route = routeAt(path)?.path ?? path;
    leads.set(route, (leads.get(route) ?? 0) + count);
  }
  return leads;
}

type Week = { key: string; label: string; short: string };

/** The site's own measurement in /admin/reports (decision 034): visits beside leads, rates, real visitors' speed, policy reports. */
export function TrafficView({ traffic, weeks }: { traffic: TrafficReports; weeks: readonly Week[] }) {
  const landingLeads = leadsByLandingRoute(traffic.landing_leads);
  const viewsOf = new Map(traffic.routes.map((row) => [row.route, row]));
  const formLeads = new Map(traffic.form_leads.map((row) => [row.form, row.leads]));
  const landingRoutes = traffic.routes.filter((row) => row.visits > 0 || landingLeads.has(row.route));
  const leadOnlyLandings = [...landingLeads.keys()].filter((route) => !viewsOf.has(route));
  const byWeek = Object.fromEntries(traffic.weekly.map((row) => [String(row.week), { visits: row.visits }]));
  return (
    <Stack space="xl">
      <Stack space="sm">
        <Heading level={2}>{text.heading}</Heading>
        <Text>{text.counted}</Text>
        <Text>{text.share(traffic.consent.agreed, traffic.consent.leads)}</Text>
      </Stack>
      <StackedBarChart
        title={text.weeklyChart}
        categories={weeks}
        series={visitsSeries}
        values={byWeek}
        format={formatCount}
        labels={reportTexts.chartLabels}
        latestFirst
      />
      <PlainTable
        region={text.weekly.region}
        caption={text.weekly.caption}
        columns={text.weekly.columns}
        empty={text.weekly.empty}
        rows={[...traffic.weekly]
          .filter((row) => row.visits || row.agreed_leads)
          .reverse()
          .map((row) => ({
            id: String(row.week),
            cells: [
              weeks[row.week - 1]?.label ?? String(row.week),
              formatCount(row.visits),
              formatCount(row.views),
              formatCount(row.agreed_leads),
              text.rate(perHundred(row.agreed_leads, row.visits)),
            ],
          }))}
      />
      <PlainTable
        region={text.sources.region}
        caption={text.sources.caption}
        columns={text.sources.columns}
        empty={text.sources.empty}
        rows={traffic.sources.map((row) => ({
          id: row.source,
          cells: [sourceLabel(row.source), formatCount(row.visits), formatCount(row.leads), text.rate(perHundred(row.leads, row.visits))],
        }))}
      />
      <PlainTable
        region={text.campaigns.region}
        caption={text.campaigns.caption}
        columns={text.campaigns.columns}
        empty={text.campaigns.empty}
        rows={traffic.campaigns.map((row) => ({
          id: `${row.source}/${row.campaign}`,
          cells: [
            row.campaign,
            sourceLabel(row.source),
            formatCount(row.visits),
            formatCount(row.views),
            formatCount(row.leads),
            text.rate(perHundred(row.leads, row.visits)),
          ],
        }))}
      />
      <PlainTable
        region={text.landings.region}
        caption={text.landings.caption}
        columns={text.landings.columns}
        empty={text.landings.empty}
        rows={[...landingRoutes.map((row) => row.route), ...leadOnlyLandings].map((route) => {
          const visits = viewsOf.get(route)?.visits ?? 0;
          const leads = landingLeads.get(route) ?? 0;
          return { id: route, cells: [routeLabel(route), formatCount(visits), formatCount(leads), text.rate(perHundred(leads, visits))] };
        })}
      />
      <PlainTable
        region={text.formPages.region}
        caption={text.formPages.caption}
        columns={text.formPages.columns}
        empty={text.formPages.empty}
        rows={leadFormKeys.map((key) => {
          const { page, leadSource } = leadForms[key];
          const views = viewsOf.get(page)?.views ?? 0;
          const leads = formLeads.get(leadSource) ?? 0;
          return { id: key, cells: [routeLabel(page), formatCount(views), formatCount(leads), text.rate(perHundred(leads, views))] };
        })}
      />
      <SpeedTable speed={traffic.speed} />
      <Stack space="sm">
        <Heading level={2}>{reportTexts.policy.heading}</Heading>
        <Text>{reportTexts.policy.explanation}</Text>
      </Stack>
      <PlainTable
        region={reportTexts.policy.region}
        caption={reportTexts.policy.caption}
        columns={reportTexts.policy.columns}
        empty={reportTexts.policy.empty}
        rows={traffic.policy.map((row) => ({
          id: `${row.page} ${row.directive} ${row.blocked}`,
          cells: [
            row.page,
            row.blocked === 'inline' ? reportTexts.policy.inline : row.blocked,
            row.directive,
            formatCount(row.reports),
            exactTimeEl(row.last_at),
          ],
        }))}
      />
    </Stack>
  );
}
