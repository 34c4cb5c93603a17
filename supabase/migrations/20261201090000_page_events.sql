-- Visits, real visitors' speed and policy reports (issue 53, docs/decisions/034-what-pays-and-what-visitors-live-through.md).
-- Only the page-events function writes here (with the service role, through public.record_page_events); it passes the
-- page view, its web vitals or the browser's policy reports, never the address, the user agent or any identifier.
-- Raw rows stay a few days and are rolled up, by Athens day, into the tables the reports read (public.roll_up_page_events,
-- every five minutes from pg_cron, or the local backend's timer); no report reads a raw row.

-- Raw rows: one per page view (`first`: the first page of the tab's visit, which carries where the visit came from).
create table private.page_views (
  at timestamptz not null default pg_catalog.now(),
  route text not null check (route ~ '^/[a-z0-9/:-]{0,80}$'),
  first boolean not null,
  source text not null check (pg_catalog.length(source) between 1 and 200),
  medium text not null check (pg_catalog.length(medium) <= 200),
  campaign text not null check (pg_catalog.length(campaign) <= 200),
  device text not null check (device in ('phone', 'tablet', 'desktop'))
);
create index page_views_by_time on private.page_views (at);

-- One row per page's metric: LCP and INP in milliseconds, CLS unitless, each cut to its histogram's bucket (below).
create table private.page_vitals (
  at timestamptz not null default pg_catalog.now(),
  route text not null check (route ~ '^/[a-z0-9/:-]{0,80}$'),
  device text not null check (device in ('phone', 'tablet', 'desktop')),
  metric text not null check (metric in ('LCP', 'INP', 'CLS')),
  value double precision not null check (value >= 0)
);
create index page_vitals_by_time on private.page_vitals (at);

-- A policy report: the page's path (no query), the directive, the blocked address (an origin, or 'inline', 'eval'...),
-- and its fingerprint: identical reports within the same minute count once (a browser resends a batch; report-to and
-- report-uri may both arrive), `repeats` says how many arrived.
create table private.policy_reports (
  minute timestamptz not null,
  page text not null check (pg_catalog.length(page) between 1 and 300),
  directive text not null check (directive ~ '^[a-z-]{1,40}$'),
  blocked text not null check (pg_catalog.length(blocked) between 1 and 300),
  source text not null check (pg_catalog.length(source) <= 300),
  repeats integer not null default 1,
  primary key (minute, page, directive, blocked, source)
);

-- The rollups the reports read, one row per Athens day and kind.
create table public.traffic_days (
  day date not null,
  route text not null,
  first boolean not null,
  source text not null,
  medium text not null,
  campaign text not null,
  device text not null,
  views integer not null,
  primary key (day, route, first, source, medium, campaign, device)
);
create table public.vital_days (
  day date not null,
  route text not null,
  device text not null,
  metric text not null,
  bucket integer not null,
  samples integer not null,
  primary key (day, route, device, metric, bucket)
);
create table public.policy_report_days (
  day date not null,
  page text not null,
  directive text not null,
  blocked text not null,
  reports integer not null,
  last_at timestamptz not null,
  primary key (day, page, directive, blocked)
);

-- Nobody reads or writes the raw rows through the API; admins read the rollups (through public.traffic_reports).
alter table private.page_views enable row level security;
alter table private.page_vitals enable row level security;
alter table private.policy_reports enable row level security;
alter table public.traffic_days enable row level security;
alter table public.vital_days enable row level security;
alter table public.policy_report_days enable row level security;
revoke all on private.page_views, private.page_vitals, private.policy_reports from public, anon, authenticated;
revoke all on public.traffic_days, public.vital_days, public.policy_report_days from public, anon, authenticated;
grant select on public.traffic_days, public.vital_days, public.policy_report_days to authenticated;
create policy "admins read the traffic" on public.traffic_days for select to authenticated using (private.is_admin());
create policy "admins read the speed" on public.vital_days for select to authenticated using (private.is_admin());
create policy "admins read the policy reports" on public.policy_report_days for select to authenticated using (private.is_admin());

-- Each metric's histogram bucket: LCP by 50 ms, INP by 8 ms, CLS by 0.005 (the 75th percentile is read to that
-- precision); a value past the last bucket counts in it.
create function private.vital_bucket(metric text, value double precision) returns integer
language sql
immutable
set search_path = ''
as $$
  select least(
    pg_catalog.floor(value / case metric when 'LCP' then 50 when 'INP' then 8 else 0.005 end)::integer,
    case metric when 'LCP' then 1200 when 'INP' then 1000 else 1000 end
  )
$$;
-- A bucket's upper bound, the value the reports show for it.
create function private.vital_bucket_top(metric text, bucket integer) returns double precision
language sql
immutable
set search_path = ''
as $$
  select (bucket + 1) * case metric when 'LCP' then 50 when 'INP' then 8 else 0.005 end
$$;

-- The throttle counts the page-events function's requests beside the intake's submissions, as their own kind.
alter table private.intake_attempts
  drop constraint intake_attempts_kind_check,
  add constraint intake_attempts_kind_check check (kind in ('lead', 'download', 'events'));

-- Records what one request of the page-events function carried, after the throttle: answers 0, or the seconds until
-- the address has room again. `client` is the caller's address: hashed for the throttle, never stored. `events` is
-- {"views": [...], "vitals": [...], "reports": [...]}, each already validated by the function; the tables' CHECKs
-- hold again here.
create function public.record_page_events(events jsonb, client text, per_window integer, window_seconds integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait integer;
begin
  wait := private.take_intake_slots('events', pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
    'subject', 'address:' || pg_catalog.md5(client), 'most', per_window, 'seconds', window_seconds)));
  if wait > 0 then
    return wait;
  end if;
  insert into private.page_views (route, first, source, medium, campaign, device)
    select v.route, v.first, v.source, coalesce(v.medium, ''), coalesce(v.campaign, ''), v.device
    from pg_catalog.jsonb_to_recordset(coalesce(events -> 'views', '[]')) as v(route text, first boolean, source text, medium text, campaign text, device text);
  insert into private.page_vitals (route, device, metric, value)
    select v.route, v.device, v.metric, v.value
    from pg_catalog.jsonb_to_recordset(coalesce(events -> 'vitals', '[]')) as v(route text, device text, metric text, value double precision);
  insert into private.policy_reports as r (minute, page, directive, blocked, source)
    select pg_catalog.date_trunc('minute', pg_catalog.now()), p.page, p.directive, p.blocked, coalesce(p.source, '')
    from pg_catalog.jsonb_to_recordset(coalesce(events -> 'reports', '[]')) as p(page text, directive text, blocked text, source text)
  on conflict (minute, page, directive, blocked, source) do update set repeats = r.repeats + 1;
  return 0;
end;
$$;
revoke all on function public.record_page_events(jsonb, text, integer, integer) from public, anon, authenticated;
grant execute on function public.record_page_events(jsonb, text, integer, integer) to service_role;

-- How long raw rows stay (whole Athens days before today), and the rollups (months for the traffic and speed, days
-- for the policy reports); the privacy notice states the same numbers (packages/data/src/privacy.ts).
create table private.page_event_settings (
  only_row boolean primary key default true check (only_row),
  raw_days integer not null default 3 check (raw_days between 1 and 7),
  traffic_months integer not null default 25 check (traffic_months between 1 and 60),
  report_days integer not null default 30 check (report_days between 1 and 90)
);
insert into private.page_event_settings default values;
alter table private.page_event_settings enable row level security;
revoke all on private.page_event_settings from public, anon, authenticated;

-- Rebuilds the rollups of every day whose raw rows are all still kept (from `raw_days` days before today, Athens
-- time), then erases the raw rows before them, and the rollups past their own windows. Idempotent; a
-- day's rollup is final once its raw rows are gone. Answers what it did, for the log.
create function public.roll_up_page_events(as_of timestamptz default pg_catalog.now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.page_event_settings;
  first_kept date;
  since timestamptz;
  traffic_rows integer;
  vital_rows integer;
  report_rows integer;
  erased integer := 0;
  gone integer;
begin
  select * into strict settings from private.page_event_settings;
  first_kept := (as_of at time zone 'Europe/Athens')::date - settings.raw_days;
  since := first_kept::timestamp at time zone 'Europe/Athens';
  -- One run at a time: a second waits, then rebuilds the same days from the same rows.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('roll_up_page_events'));

  delete from public.traffic_days where day >= first_kept;
  insert into public.traffic_days (day, route, first, source, medium, campaign, device, views)
    select (v.at at time zone 'Europe/Athens')::date, v.route, v.first, v.source, v.medium, v.campaign, v.device, pg_catalog.count(*)
    from private.page_views as v
    where v.at >= since and v.at < as_of
    group by 1, 2, 3, 4, 5, 6, 7;
  get diagnostics traffic_rows = row_count;

  delete from public.vital_days where day >= first_kept;
  insert into public.vital_days (day, route, device, metric, bucket, samples)
    select (v.at at time zone 'Europe/Athens')::date, v.route, v.device, v.metric, private.vital_bucket(v.metric, v.value), pg_catalog.count(*)
    from private.page_vitals as v
    where v.at >= since and v.at < as_of
    group by 1, 2, 3, 4, 5;
  get diagnostics vital_rows = row_count;

  delete from public.policy_report_days where day >= first_kept;
  insert into public.policy_report_days (day, page, directive, blocked, reports, last_at)
    select (r.minute at time zone 'Europe/Athens')::date, r.page, r.directive, r.blocked, pg_catalog.count(*), pg_catalog.max(r.minute)
    from private.policy_reports as r
    where r.minute >= since and r.minute < as_of
    group by 1, 2, 3, 4;
  get diagnostics report_rows = row_count;

  delete from private.page_views where at < since;
  get diagnostics gone = row_count;
  erased := erased + gone;
  delete from private.page_vitals where at < since;
  get diagnostics gone = row_count;
  erased := erased + gone;
  delete from private.policy_reports where minute < since;
  get diagnostics gone = row_count;
  erased := erased + gone;
  delete from public.policy_report_days where day < (as_of at time zone 'Europe/Athens')::date - settings.report_days;
  delete from public.traffic_days
    where day < ((as_of at time zone 'Europe/Athens')::date - pg_catalog.make_interval(months => settings.traffic_months))::date;
  delete from public.vital_days
    where day < ((as_of at time zone 'Europe/Athens')::date - pg_catalog.make_interval(months => settings.traffic_months))::date;
  return pg_catalog.jsonb_build_object('traffic_rows', traffic_rows, 'vital_rows', vital_rows, 'report_rows', report_rows, 'raw_erased', erased);
end;
$$;
revoke all on function public.roll_up_page_events(timestamptz) from public, anon, authenticated;
grant execute on function public.roll_up_page_events(timestamptz) to service_role;

-- Every five minutes where pg_cron is installed (a deploy that breaks the policy shows within minutes); elsewhere the
-- local backend runs the same function on its own timer.
create function private.schedule_page_event_rollup() returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return false;
  end if;
  execute $schedule$ select cron.schedule('page-event-rollup', '*/5 * * * *', 'select public.roll_up_page_events()') $schedule$;
  return true;
end;
$$;
revoke all on function private.schedule_page_event_rollup() from public, anon, authenticated;
select private.schedule_page_event_rollup();

-- Everything /admin/reports shows of the traffic, for admins only, from the rollups alone:
--   weekly: visits (first pages) and page views per week (`weeks` as lead_reports takes it), with the leads whose
--     visitor agreed to the measurement (only they are counted as visits, so only they make a rate) and all leads;
--   sources, campaigns, landings: of [period_from, period_to), visits and page views by the visit's source (as
--     lead_reports names it), by campaign and by landing route, beside the agreeing leads of the same source,
--     campaign and landing page (a path: the page maps it to its route);
--   routes: page views and visits per route (a lead page's own rate is its views against its form's leads), and
--     form_leads: agreeing leads per form;
--   consent: the period's leads, and how many agreed;
--   speed: per route, device and metric, the 75th percentile (its histogram bucket's top) of the `speed_days` days
--     up to `at`, with the number of samples;
--   policy: the most reported blocked addresses per page of the last `policy_days` days.
create function public.traffic_reports(
  weeks jsonb, period_from timestamptz, period_to timestamptz, at timestamptz default pg_catalog.now(),
  speed_days integer default 28, policy_days integer default 7
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  week_starts timestamptz[];
  week_count integer;
  day_from date := (period_from at time zone 'Europe/Athens')::date;
  day_to date := (period_to at time zone 'Europe/Athens')::date;
  today date := (at at time zone 'Europe/Athens')::date;
  result jsonb;
begin
  if not private.is_admin() then
    raise exception 'permission denied for function traffic_reports' using errcode = '42501';
  end if;
  if pg_catalog.jsonb_typeof(weeks) is distinct from 'array' or pg_catalog.jsonb_array_length(weeks) > 54 then
    raise exception 'weeks must be a JSON array of up to 54 instants' using errcode = '22023';
  end if;
  select pg_catalog.array_agg(entry.value::timestamptz order by entry.position) into week_starts
    from pg_catalog.jsonb_array_elements_text(weeks) with ordinality as entry(value, position);
  week_count := coalesce(pg_catalog.cardinality(week_starts), 0) - 1;
  if week_count < 1 or week_count > 53 or period_from is null or period_to is null or period_from >= period_to
    or period_to - period_from > interval '3 years' or speed_days not between 1 and 90 or policy_days not between 1 and 30
    or exists (select 1 from pg_catalog.generate_subscripts(week_starts, 1) as i where i > 1 and week_starts[i] <= week_starts[i - 1]) then
    raise exception 'up to 53 weeks in order, a period of up to three years and up to 90 days of speed are needed' using errcode = '22023';
  end if;
  with
  -- A lead's source as lead_reports names it, and whether its visitor agreed to the measurement.
  period_leads as (
    select
      case
        when not l.attribution_known then 'unknown'
        when l.utm_source is not null then pg_catalog.lower(l.utm_source)
        when l.referrer is not null then l.referrer
        else 'direct'
      end as source,
      coalesce(pg_catalog.lower(l.utm_source), '') as utm_source,
      l.utm_campaign as campaign,
      l.landing_page,
      l.lead_source::text as form,
      coalesce(l.ad_consent, false) as agreed
    from public.leads as l
    where l.created_at >= period_from and l.created_at < period_to
  ),
  period_traffic as (
    select * from public.traffic_days as t where t.day >= day_from and t.day < day_to
  ),
  speed as (
    select v.route, v.device, v.metric, v.bucket, pg_catalog.sum(v.samples)::integer as samples
    from public.vital_days as v
    where v.day > today - speed_days and v.day <= today
    group by 1, 2, 3, 4
  ),
  speed_ranked as (
    select s.*,
      pg_catalog.sum(s.samples) over (partition by s.route, s.device, s.metric order by s.bucket) as running,
      pg_catalog.sum(s.samples) over (partition by s.route, s.device, s.metric) as total
    from speed as s
  )
  select pg_catalog.jsonb_build_object(
    'weekly', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('week', w.week, 'visits', coalesce(t.visits, 0), 'views', coalesce(t.views, 0),
          'leads', coalesce(l.leads, 0), 'agreed_leads', coalesce(l.agreed, 0)) order by w.week), '[]')
      from pg_catalog.generate_series(1, week_count) as w(week)
      left join (
        select pg_catalog.width_bucket(t.day::timestamp at time zone 'Europe/Athens', week_starts) as week,
          pg_catalog.sum(t.views) filter (where t.first) as visits, pg_catalog.sum(t.views) as views
        from public.traffic_days as t
        where t.day >= (week_starts[1] at time zone 'Europe/Athens')::date and t.day < (week_starts[week_count + 1] at time zone 'Europe/Athens')::date
        group by 1
      ) as t on t.week = w.week
      left join (
        select pg_catalog.width_bucket(l.created_at, week_starts) as week, pg_catalog.count(*) as leads,
          pg_catalog.count(*) filter (where l.ad_consent) as agreed
        from public.leads as l
        where l.created_at >= week_starts[1] and l.created_at < week_starts[week_count + 1]
        group by 1
      ) as l on l.week = w.week
    ),
    'sources', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('source', s.source, 'visits', s.visits, 'views', s.views, 'leads', s.leads)
          order by s.visits desc, s.leads desc, s.source), '[]')
      from (
        select coalesce(t.source, l.source) as source, coalesce(t.visits, 0) as visits, coalesce(t.views, 0) as views, coalesce(l.leads, 0) as leads
        from (select pt.source, pg_catalog.sum(pt.views) filter (where pt.first) as visits, pg_catalog.sum(pt.views) as views from period_traffic as pt group by 1) as t
        full join (select pl.source, pg_catalog.count(*) as leads from period_leads as pl where pl.agreed group by 1) as l on l.source = t.source
        order by 2 desc, 4 desc, 1
        limit 50
      ) as s
    ),
    'campaigns', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('source', c.source, 'campaign', c.campaign, 'visits', c.visits, 'views', c.views, 'leads', c.leads)
          order by c.visits desc, c.leads desc, c.source, c.campaign), '[]')
      from (
        select coalesce(t.source, l.source) as source, coalesce(t.campaign, l.campaign) as campaign,
          coalesce(t.visits, 0) as visits, coalesce(t.views, 0) as views, coalesce(l.leads, 0) as leads
        from (
          select pt.source, pt.campaign, pg_catalog.sum(pt.views) filter (where pt.first) as visits, pg_catalog.sum(pt.views) as views
          from period_traffic as pt where pt.campaign <> '' group by 1, 2
        ) as t
        full join (
          select pl.source, pl.campaign, pg_catalog.count(*) as leads from period_leads as pl where pl.agreed and pl.campaign is not null group by 1, 2
        ) as l on l.source = t.source and l.campaign = t.campaign
        order by 3 desc, 5 desc, 1, 2
        limit 50
      ) as c
    ),
    'routes', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('route', r.route, 'visits', r.visits, 'views', r.views) order by r.views desc, r.route), '[]')
      from (
        select pt.route, coalesce(pg_catalog.sum(pt.views) filter (where pt.first), 0) as visits, pg_catalog.sum(pt.views) as views
        from period_traffic as pt group by 1 order by 3 desc, 1 limit 100
      ) as r
    ),
    'landing_leads', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('path', l.landing_page, 'leads', l.leads) order by l.leads desc, l.landing_page), '[]')
      from (
        select pl.landing_page, pg_catalog.count(*) as leads from period_leads as pl
        where pl.agreed and pl.landing_page is not null group by 1 order by 2 desc, 1 limit 200
      ) as l
    ),
    'form_leads', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('form', f.form, 'leads', f.leads) order by f.form), '[]')
      from (select pl.form, pg_catalog.count(*) as leads from period_leads as pl where pl.agreed group by 1) as f
    ),
    'consent', (
      select pg_catalog.jsonb_build_object('leads', pg_catalog.count(*), 'agreed', pg_catalog.count(*) filter (where pl.agreed)) from period_leads as pl
    ),
    'speed', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('route', p.route, 'device', p.device, 'metric', p.metric,
          'p75', private.vital_bucket_top(p.metric, p.bucket), 'samples', p.total) order by p.route, p.device, p.metric), '[]')
      from (
        select distinct on (sr.route, sr.device, sr.metric) sr.route, sr.device, sr.metric, sr.bucket, sr.total
        from speed_ranked as sr
        where sr.running >= 0.75 * sr.total
        order by sr.route, sr.device, sr.metric, sr.bucket
      ) as p
    ),
    'policy', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('page', p.page, 'directive', p.directive, 'blocked', p.blocked,
          'reports', p.reports, 'last_at', p.last_at) order by p.reports desc, p.last_at desc), '[]')
      from (
        select d.page, d.directive, d.blocked, pg_catalog.sum(d.reports)::integer as reports, pg_catalog.max(d.last_at) as last_at
        from public.policy_report_days as d
        where d.day > today - policy_days and d.day <= today
        group by 1, 2, 3 order by 4 desc, 5 desc limit 50
      ) as p
    )
  ) into result;
  return result;
end;
$$;
revoke all on function public.traffic_reports(jsonb, timestamptz, timestamptz, timestamptz, integer, integer) from public, anon;
grant execute on function public.traffic_reports(jsonb, timestamptz, timestamptz, timestamptz, integer, integer) to authenticated;
