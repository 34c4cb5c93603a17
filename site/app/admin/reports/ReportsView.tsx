import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  leadFormKeys,
  leadForms,
  readLeadReports,
  readTrafficReports,
  type AppClient,
  type LeadReports,
  type TrafficReports,
  type WeeklyCount,
} from '@cg/data';
import { Button, FactList, LoadingState, PlainTable, ShareBar, StackedBarChart, type ChartSeries } from '@cg/ui';
import { Heading, Inline, Stack, Text } from '@cg/ui/layout';
import { reportTexts as text } from '@cg/content/reportTexts';
import { sampleOrder, sampleTitles } from '@cg/content/sampleTitles';
import { adminKeys } from '../adminQueries';
import * as css from '../admin.css';
import { formatDateEl } from '../../lib/dates';
import { PeriodForm } from './PeriodForm';
import { sourceLabel } from './sourceLabel';
import { TrafficView } from './TrafficView';
import { lastWeeks, periodOf, readReportParams, reportSearch } from './reportParams';

const number = new Intl.NumberFormat('el');
const formatCount = (value: number) => number.format(value);
const formSeries: ChartSeries[] = leadFormKeys.map((key) => ({ key: leadForms[key].leadSource, label: leadForms[key].label }));
const sampleSeries: ChartSeries[] = sampleOrder.map((key) => ({ key, label: sampleTitles[key] }));

/** The counts per week (1-based) and key, as the chart reads them. */
const byWeek = (counts: readonly WeeklyCount[]) => {
  const values: Record<string, Record<string, number>> = {};
  for (const { week, key, count } of counts) values[String(week)] = { ...values[String(week)], [key]: count };
  return values;
};

const hoursOrNone = (hours: number | null) => (hours === null ? text.response.none : text.response.hours(hours));

type Week = { key: string; label: string; short: string };

/** The weeks as the charts name them, from their Mondays. */
const weeksOf = (mondays: readonly string[]): Week[] =>
  mondays.map((monday, index) => ({
    key: String(index + 1),
    label: text.weekOf(formatDateEl(monday)),
    short: formatDateEl(monday).replace(/ \d{4}$/, ''),
  }));

function Figures({ reports, weeks }: { reports: LeadReports; weeks: readonly Week[] }) {
  const sourcesTotal = reports.sources.reduce((sum, row) => sum + row.count, 0);
  const campaignsTotal = reports.campaigns.reduce((sum, row) => sum + row.count, 0);
  const { response } = reports;
  return (
    <Stack space="xl">
      <StackedBarChart
        title={text.weeklyLeads}
        categories={weeks}
        series={formSeries}
        values={byWeek(reports.weekly_leads)}
        format={formatCount}
        labels={text.chartLabels}
        latestFirst
      />
      <PlainTable
        region={text.sources.region}
        caption={text.sources.caption(sourcesTotal)}
        columns={text.sources.columns}
        empty={text.sources.empty}
        rows={reports.sources.map((row) => ({
          id: row.source,
          cells: [sourceLabel(row.source), formatCount(row.count), <ShareRow key="share" count={row.count} total={sourcesTotal} />],
        }))}
      />
      <PlainTable
        region={text.campaigns.region}
        caption={text.campaigns.caption}
        columns={text.campaigns.columns}
        empty={text.campaigns.empty}
        rows={reports.campaigns.map((row) => ({
          id: `${row.source}/${row.campaign}`,
          cells: [
            row.campaign,
            row.source ?? text.noCampaignSource,
            formatCount(row.count),
            <ShareRow key="share" count={row.count} total={campaignsTotal} />,
          ],
        }))}
      />
      <Stack space="sm">
        <Heading level={2}>{text.response.heading}</Heading>
        <FactList
          facts={[
            { term: text.response.leads, detail: formatCount(response.leads) },
            { term: text.response.contacted, detail: formatCount(response.contacted) },
            { term: text.response.median, detail: hoursOrNone(response.median_hours) },
            { term: text.response.p90, detail: hoursOrNone(response.p90_hours) },
            { term: text.response.late, detail: text.response.share(response.late, response.due) },
          ]}
        />
      </Stack>
      <StackedBarChart
        title={text.weeklyDownloads}
        categories={weeks}
        series={sampleSeries}
        values={byWeek(reports.weekly_downloads)}
        format={formatCount}
        labels={text.chartLabels}
        latestFirst
      />
    </Stack>
  );
}

function ShareRow({ count, total }: { count: number; total: number }) {
  const share = total ? count / total : 0;
  return (
    <Inline space="xs" align="start">
      <ShareBar share={share} />
      <span>{new Intl.NumberFormat('el', { style: 'percent', maximumFractionDigits: 1 }).format(share)}</span>
    </Inline>
  );
}

/** A part of the page that could not be read: says so in Greek, and asks again. */
function ReadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Inline role="alert" space="md" align="spaceBetween">
      <p className={css.muted}>{message}</p>
      <Button tone="secondary" onClick={retry}>
        {text.retry}
      </Button>
    </Inline>
  );
}

/** The reports: the period (in the address), then every chart and table from one aggregated read. */
export function ReportsView({ client, now: givenNow }: { client: AppClient; now?: number }) {
  // The moment the page opened, read once: the default period and the weeks count back from it.
  const [openedAt] = useState(Date.now);
  const now = givenNow ?? openedAt;
  const location = useLocation();
  const navigate = useNavigate();
  const params = readReportParams(location.search, now);
  const weeks = lastWeeks(now);
  const query = { weekStarts: weeks.starts, ...periodOf(params) };
  const reports = useQuery({ queryKey: adminKeys.reports(query), queryFn: () => readLeadReports(client, query) });
  const traffic = useQuery({ queryKey: adminKeys.traffic(query), queryFn: () => readTrafficReports(client, query) });
  const categories = weeksOf(weeks.mondays);
  const isTrafficEmpty = (data: TrafficReports) =>
    !data.weekly.some((week) => week.visits) && !data.sources.length && !data.speed.length && !data.policy.length;
  const isEmpty = (data: LeadReports) => !data.weekly_leads.length && !data.weekly_downloads.length && !data.response.leads;
  return (
    <Stack space="lg">
      <PeriodForm
        from={params.from}
        to={params.to}
        onApply={(period) => void navigate({ pathname: location.pathname, search: reportSearch(period) })}
      />
      {params.invalid ? <Text role="alert">{text.invalidPeriod}</Text> : null}
      {reports.isPending ? (
        <LoadingState label={text.loading} />
      ) : reports.isError ? (
        <ReadFailed message={`${text.failed} ${reports.error.message}`} retry={() => void reports.refetch()} />
      ) : isEmpty(reports.data) ? (
        <p className={css.muted}>{text.empty}</p>
      ) : (
        <Figures reports={reports.data} weeks={categories} />
      )}
      {traffic.isPending ? (
        <LoadingState label={text.traffic.loading} />
      ) : traffic.isError ? (
        <ReadFailed message={`${text.traffic.failed} ${traffic.error.message}`} retry={() => void traffic.refetch()} />
      ) : isTrafficEmpty(traffic.data) ? (
        <p className={css.muted}>{text.traffic.empty}</p>
      ) : (
        <TrafficView traffic={traffic.data} weeks={categories} />
      )}
    </Stack>
  );
}
