import { rateVital, type TrafficReports, type VitalMetric, type VitalRating } from '@cg/data';
import { Badge, PlainTable } from '@cg/ui';
import { Heading, Inline, Stack, Text } from '@cg/ui/layout';
import { reportTexts } from '@cg/content/reportTexts';
import { routeLabel } from './routeLabel';

const text = reportTexts.speed;
const metrics: readonly VitalMetric[] = ['LCP', 'INP', 'CLS'];
const ratingTone = { good: 'positive', 'needs-improvement': 'caution', poor: 'critical' } as const satisfies Record<VitalRating, string>;

const formatVital = (metric: VitalMetric, value: number) =>
  metric === 'LCP'
    ? `${new Intl.NumberFormat('el', { maximumFractionDigits: 1 }).format(value / 1000)} s`
    : metric === 'INP'
      ? `${new Intl.NumberFormat('el').format(Math.round(value))} ms`
      : new Intl.NumberFormat('el', { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(value);

/** One metric's 75th percentile, its rating in words and colour (never colour alone), and how many samples it is of. */
function VitalCell({ metric, p75, samples }: { metric: VitalMetric; p75: number; samples: number }) {
  const rating = rateVital(metric, p75);
  return (
    <Inline space="xs" align="start">
      <span>{formatVital(metric, p75)}</span>
      <Badge size="sm" tone={ratingTone[rating]}>
        {text.ratings[rating]}
      </Badge>
      <span>{text.samples(samples)}</span>
    </Inline>
  );
}

/** Real visitors' speed per route and device class, over the last 28 days, by Google's thresholds. */
export function SpeedTable({ speed }: { speed: TrafficReports['speed'] }) {
  const rows = new Map<
    string,
    { route: string; device: keyof typeof text.devices; cells: Partial<Record<VitalMetric, { p75: number; samples: number }>> }
  >();
  for (const { route, device, metric, p75, samples } of speed) {
    const key = `${route} ${device}`;
    const row = rows.get(key) ?? { route, device, cells: {} };
    row.cells[metric] = { p75, samples };
    rows.set(key, row);
  }
  return (
    <Stack space="md">
      <Stack space="sm">
        <Heading level={2}>{text.heading}</Heading>
        <Text>{text.explanation}</Text>
      </Stack>
      <PlainTable
        region={text.region}
        caption={text.caption}
        columns={text.columns}
        empty={text.empty}
        rows={[...rows.entries()].map(([key, row]) => ({
          id: key,
          cells: [
            routeLabel(row.route),
            text.devices[row.device],
            ...metrics.map((metric) => {
              const cell = row.cells[metric];
              return cell ? <VitalCell key={metric} metric={metric} {...cell} /> : reportTexts.traffic.none;
            }),
          ],
        }))}
      />
    </Stack>
  );
}
