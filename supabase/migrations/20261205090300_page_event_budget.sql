-- Page events that cannot fill the database (issue 61, docs/decisions/034-what-pays-and-what-visitors-live-through.md).
-- Before, one address could send 600 requests of 50 policy reports in four seconds (30,000 raw rows and as many
-- rollup rows), a second address had a budget of its own, and vitals at the accepted limits made the reports show an
-- LCP p75 of 60,050 ms. Now:
-- - every view, vital and report counts as one event against its address's budget, per minute and per day, and
--   against one ceiling for the whole site per Athens day; a request over any of them stores nothing, and what was
--   dropped is counted per day (private.page_event_days), so a flood shows as a number, not as rows;
-- - what a day keeps of free values is bounded: at most `origins_per_day` distinct sources with their medium and campaign
--   (a view from any other is counted under 'other'), `report_pages_per_day` distinct pages with policy reports (others'
--   reports under 'other'), and `reports_per_page_directive` distinct blocked addresses per page and directive (more
--   under 'other'), so the rollups the reports keep for months cannot grow with a flood's invented values;
-- - a vital outside what the histogram holds (and a browser reports) is refused here as in the function, and the
--   histogram's last bucket ends at that ceiling, so no p75 is ever above it.

create table private.page_event_limits (
  only_row boolean primary key default true check (only_row),
  per_address_minute integer not null default 120 check (per_address_minute between 1 and 100000),
  per_address_day integer not null default 2000 check (per_address_day between 1 and 1000000),
  per_day integer not null default 200000 check (per_day between 1 and 10000000),
  origins_per_day integer not null default 100 check (origins_per_day between 1 and 100000),
  report_pages_per_day integer not null default 100 check (report_pages_per_day between 1 and 100000),
  reports_per_page_directive integer not null default 20 check (reports_per_page_directive between 1 and 1000)
);
insert into private.page_event_limits default values;
alter table private.page_event_limits enable row level security;
revoke all on private.page_event_limits from public, anon, authenticated;

-- What each address has sent, per minute (a day of them at most); no address, its md5 as the throttle keeps it.
create table private.page_event_budget (
  subject text not null check (subject ~ '^address:[0-9a-f]{32}$'),
  minute timestamptz not null,
  events integer not null check (events > 0),
  primary key (subject, minute)
);
create index page_event_budget_by_minute on private.page_event_budget (minute);
-- What the site accepted and dropped, per Athens day.
create table private.page_event_days (
  day date primary key,
  accepted integer not null default 0 check (accepted >= 0),
  dropped integer not null default 0 check (dropped >= 0)
);
-- The free values a day has taken: each source with its medium and campaign, each page with policy reports.
create table private.page_event_origins (
  day date not null,
  source text not null,
  medium text not null,
  campaign text not null,
  primary key (day, source, medium, campaign)
);
create table private.page_event_report_pages (
  day date not null,
  page text not null,
  primary key (day, page)
);
alter table private.page_event_budget enable row level security;
alter table private.page_event_days enable row level security;
alter table private.page_event_origins enable row level security;
alter table private.page_event_report_pages enable row level security;
revoke all on private.page_event_budget, private.page_event_days, private.page_event_origins, private.page_event_report_pages
  from public, anon, authenticated;

-- A view's source, medium and campaign as the day keeps them: itself while the day has room for another, else 'other'.
-- The caller holds the day's row (record_page_events), so two requests never both take the last place.
create function private.day_origin(day date, source text, medium text, campaign text, most integer) returns text[]
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from private.page_event_origins as o
      where o.day = day_origin.day and o.source = day_origin.source and o.medium = day_origin.medium and o.campaign = day_origin.campaign)
    or (select pg_catalog.count(*) from private.page_event_origins as o where o.day = day_origin.day) < most then
    insert into private.page_event_origins values (day, source, medium, campaign) on conflict do nothing;
    return array[source, medium, campaign];
  end if;
  return array['other', '', ''];
end;
$$;
-- A policy report's page as the day keeps it, alike.
create function private.day_report_page(day date, page text, most integer) returns text
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from private.page_event_report_pages as p where p.day = day_report_page.day and p.page = day_report_page.page)
    or (select pg_catalog.count(*) from private.page_event_report_pages as p where p.day = day_report_page.day) < most then
    insert into private.page_event_report_pages values (day, page) on conflict do nothing;
    return page;
  end if;
  return 'other';
end;
$$;
revoke all on function private.day_origin(date, text, text, text, integer), private.day_report_page(date, text, integer)
  from public, anon, authenticated;

-- The ceilings the function checks (supabase/functions/page-events/events.ts, vitalCeilings), and the last bucket ends
-- there: LCP 60 s (1,200 buckets of 50 ms), INP 8 s (1,000 of 8 ms), CLS 5 (1,000 of 0.005).
delete from private.page_vitals
  where not (case metric when 'LCP' then value > 0 and value <= 60000 when 'INP' then value <= 8000 else value <= 5 end);
alter table private.page_vitals
  add constraint page_vitals_within_a_browser_range
  check (case metric when 'LCP' then value > 0 and value <= 60000 when 'INP' then value <= 8000 else value <= 5 end);

create or replace function private.vital_bucket(metric text, value double precision) returns integer
language sql
immutable
set search_path = ''
as $$
  select least(
    pg_catalog.floor(value / case metric when 'LCP' then 50 when 'INP' then 8 else 0.005 end)::integer,
    case metric when 'LCP' then 1199 else 999 end
  )
$$;

drop function public.record_page_events(jsonb, text, integer, integer);

-- Records what one request of the page-events function carried, within the budgets: answers 0, or the seconds until
-- the address (or the site) has room again. `client` is the caller's address: hashed, never stored.
create function public.record_page_events(events jsonb, client text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.page_event_limits;
  caller text := 'address:' || pg_catalog.md5(client);
  this_minute timestamptz := pg_catalog.date_trunc('minute', pg_catalog.now());
  today date := (pg_catalog.now() at time zone 'Europe/Athens')::date;
  wanted integer;
  in_minute integer;
  in_day integer;
  site_today integer;
  wait integer := 0;
begin
  select * into strict limits from private.page_event_limits;
  wanted := pg_catalog.jsonb_array_length(coalesce(events -> 'views', '[]'))
    + pg_catalog.jsonb_array_length(coalesce(events -> 'vitals', '[]'))
    + pg_catalog.jsonb_array_length(coalesce(events -> 'reports', '[]'));
  if wanted = 0 then
    return 0;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('page-events:' || caller));
  select coalesce(pg_catalog.sum(b.events) filter (where b.minute = this_minute), 0), coalesce(pg_catalog.sum(b.events), 0)
    into in_minute, in_day
    from private.page_event_budget as b
    where b.subject = caller and b.minute > pg_catalog.now() - interval '1 day';
  insert into private.page_event_days (day) values (today) on conflict (day) do nothing;
  select d.accepted into site_today from private.page_event_days as d where d.day = today for update;

  if in_minute + wanted > limits.per_address_minute then
    wait := 60 - extract(second from pg_catalog.now())::integer;
  elsif in_day + wanted > limits.per_address_day then
    wait := 3600;
  elsif site_today + wanted > limits.per_day then
    wait := greatest(1, extract(epoch from ((today + 1)::timestamp at time zone 'Europe/Athens') - pg_catalog.now())::integer);
  end if;
  if wait > 0 then
    update private.page_event_days as d set dropped = d.dropped + wanted where d.day = today;
    return greatest(wait, 1);
  end if;

  insert into private.page_event_budget as b (subject, minute, events) values (caller, this_minute, wanted)
    on conflict (subject, minute) do update set events = b.events + excluded.events;
  update private.page_event_days as d set accepted = d.accepted + wanted where d.day = today;

  insert into private.page_views (route, first, source, medium, campaign, device)
    select v.route, v.first, kept[1], kept[2], kept[3], v.device
    from pg_catalog.jsonb_to_recordset(coalesce(events -> 'views', '[]')) as v(route text, first boolean, source text, medium text, campaign text, device text),
      lateral (select private.day_origin(today, v.source, coalesce(v.medium, ''), coalesce(v.campaign, ''), limits.origins_per_day) as kept) as o;
  insert into private.page_vitals (route, device, metric, value)
    select v.route, v.device, v.metric, v.value
    from pg_catalog.jsonb_to_recordset(coalesce(events -> 'vitals', '[]')) as v(route text, device text, metric text, value double precision);
  -- A page and directive keep a few distinct blocked addresses a day; the rest (of this batch too) count as 'other'.
  with incoming as (
    select private.day_report_page(today, p.page, limits.report_pages_per_day) as page, p.directive, p.blocked, coalesce(p.source, '') as source
    from pg_catalog.jsonb_to_recordset(coalesce(events -> 'reports', '[]')) as p(page text, directive text, blocked text, source text)
  ), seen as (
    select distinct q.page, q.directive, q.blocked from private.policy_reports as q
    where q.minute >= pg_catalog.now() - interval '1 day'
      and (q.page, q.directive) in (select i.page, i.directive from incoming as i)
  ), ranked as (
    select i.page, i.directive, i.blocked, i.source,
      exists (select 1 from seen as s where s.page = i.page and s.directive = i.directive and s.blocked = i.blocked) as known,
      (select pg_catalog.count(*) from seen as s where s.page = i.page and s.directive = i.directive) as known_count,
      pg_catalog.dense_rank() over (partition by i.page, i.directive order by i.blocked) as new_rank
    from incoming as i
  )
  -- Identical ones (a batch resent, report-to and report-uri both, the 'other' of many) are one row that counts them.
  insert into private.policy_reports as r (minute, page, directive, blocked, source, repeats)
    select this_minute, k.page, k.directive, k.blocked, k.source, pg_catalog.count(*) from (
      select x.page, x.directive,
        case when x.known or x.known_count + x.new_rank <= limits.reports_per_page_directive then x.blocked else 'other' end as blocked,
        case when x.known or x.known_count + x.new_rank <= limits.reports_per_page_directive then x.source else '' end as source
      from ranked as x
    ) as k
    group by k.page, k.directive, k.blocked, k.source
  on conflict (minute, page, directive, blocked, source) do update set repeats = r.repeats + excluded.repeats;
  return 0;
end;
$$;
revoke all on function public.record_page_events(jsonb, text) from public, anon, authenticated;
grant execute on function public.record_page_events(jsonb, text) to service_role;

-- The rollup also forgets the budget's minutes older than a day, and the day counters with the raw rows' window.
create function private.forget_page_event_budget(as_of timestamptz) returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.page_event_budget where minute < as_of - interval '1 day';
  delete from private.page_event_days where day < (as_of at time zone 'Europe/Athens')::date - 30;
  delete from private.page_event_origins where day < (as_of at time zone 'Europe/Athens')::date - 1;
  delete from private.page_event_report_pages where day < (as_of at time zone 'Europe/Athens')::date - 1;
$$;
revoke all on function private.forget_page_event_budget(timestamptz) from public, anon, authenticated;

-- What /admin/reports and the tests read of the budget: per Athens day, what was accepted and what was dropped.
create function public.page_event_totals(days integer default 7)
returns table (day date, accepted integer, dropped integer)
language sql
stable
security definer
set search_path = ''
as $$
  select d.day, d.accepted, d.dropped from private.page_event_days as d
  where (select private.is_admin()) or (select auth.role()) = 'service_role'
  order by d.day desc
  limit least(greatest(days, 1), 60)
$$;
revoke all on function public.page_event_totals(integer) from public, anon;
grant execute on function public.page_event_totals(integer) to authenticated, service_role;

-- The rollup as before, and it forgets the budget's old minutes.
create or replace function public.roll_up_page_events(as_of timestamptz default pg_catalog.now())
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

  perform private.forget_page_event_budget(as_of);
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
