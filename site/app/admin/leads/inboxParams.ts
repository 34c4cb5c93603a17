import {
  arrivalFilterValues,
  arrivalLabels,
  isLeadFormKey,
  leadStatuses,
  type InboxFilters,
  type LeadFormKey,
  type LeadStatus,
} from '@cg/data';
import { athensOffsetMs } from '@cg/data/athensTime';

/**
 * Everything the inbox shows lives in its address, so a link, a reload or back and forward reopen the
 * same view: `view=downloads` or `view=people` (the person requests: what staff type there never goes in the address), `form`, `status`, `from` and `to` (days, in Greece), `q`, `source`, `page`, and the
 * open lead (`lead`). Values that make no sense are dropped, never trusted.
 */
export type InboxView = 'leads' | 'downloads' | 'people';
const views: readonly InboxView[] = ['leads', 'downloads', 'people'];
export type InboxParams = {
  view: InboxView;
  form: LeadFormKey | '';
  status: LeadStatus | '';
  from: string;
  to: string;
  q: string;
  /** A utm_source as staff typed it, or Άμεση / Άγνωστη. */
  source: string;
  page: number;
  lead: string;
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isDay = (value: string) => dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function readInboxParams(search: string): InboxParams {
  const query = new URLSearchParams(search);
  const get = (name: string) => (query.get(name) ?? '').trim();
  const form = get('form');
  const status = get('status');
  const page = Number(get('page'));
  return {
    view: (views as readonly string[]).includes(get('view')) ? (get('view') as InboxView) : 'leads',
    form: isLeadFormKey(form) ? form : '',
    status: (leadStatuses as readonly string[]).includes(status) ? (status as LeadStatus) : '',
    from: isDay(get('from')) ? get('from') : '',
    to: isDay(get('to')) ? get('to') : '',
    q: get('q').slice(0, 100),
    source: get('source').slice(0, 100),
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
    lead: uuidPattern.test(get('lead')) ? get('lead').toLowerCase() : '',
  };
}

/** The address of a view: only what differs from the defaults. */
export function inboxSearch(params: Partial<InboxParams>): string {
  const query = new URLSearchParams();
  if (params.view && params.view !== 'leads') query.set('view', params.view);
  for (const name of ['form', 'status', 'from', 'to', 'q', 'source'] as const) if (params[name]) query.set(name, params[name]);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  if (params.lead) query.set('lead', params.lead);
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** Midnight in Greece at the start of a day, as an instant. */
export function athensMidnight(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = new Date(Date.UTC(year, month - 1, date));
  return new Date(utcMidnight.getTime() - athensOffsetMs(utcMidnight)).toISOString();
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The filters the database applies: the days as instants, the last day whole. */
export function inboxFilters(params: InboxParams): InboxFilters {
  return {
    form: params.form || undefined,
    status: params.status || undefined,
    from: params.from ? athensMidnight(params.from) : undefined,
    before: params.to ? athensMidnight(nextDay(params.to)) : undefined,
    q: params.q || undefined,
    source: sourceFilter(params.source),
  };
}

/** What staff typed as a source, as the database filters it: Άμεση and Άγνωστη by name, any case. */
function sourceFilter(typed: string): string | undefined {
  const source = typed.toLocaleLowerCase('el');
  if (!source) return undefined;
  if (source === arrivalLabels.direct.toLocaleLowerCase('el')) return arrivalFilterValues.direct;
  if (source === arrivalLabels.unknown.toLocaleLowerCase('el')) return arrivalFilterValues.unknown;
  return source;
}

export const isFiltered = (params: InboxParams) =>
  Boolean(params.form || params.status || params.from || params.to || params.q || params.source);
