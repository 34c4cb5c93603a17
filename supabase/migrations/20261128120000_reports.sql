-- The back office's reports (issue 36, docs/decisions/026-reports.md), aggregated here so /admin/reports
-- costs the same with 100 or 100,000 leads: the browser receives a few hundred numbers, never rows.

-- When a lead first left 'Νέο': the call back the thank-you page promises within 24 hours. Stamped by the
-- status trigger, never by a client. Earlier leads get their last change, the best that was recorded.
alter table public.leads add column first_contact_at timestamptz;
update public.leads set first_contact_at = status_changed_at where status <> 'new' and status_changed_at is not null;

create or replace function private.stamp_status_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.first_contact_at := old.first_contact_at;
  if new.status is distinct from old.status then
    new.status_changed_by := auth.uid();
    new.status_changed_at := pg_catalog.now();
    if old.status = 'new' and old.first_contact_at is null then
      new.first_contact_at := pg_catalog.now();
    end if;
  else
    new.status_changed_by := old.status_changed_by;
    new.status_changed_at := old.status_changed_at;
  end if;
  return new;
end;
$$;

-- Everything /admin/reports shows, for admins only:
--   weekly_leads / weekly_downloads: counts per week (weeks holds each week's first instant and the end
--     of the last, as the page counts Greek weeks) per form / per sample;
--   sources and campaigns: leads of [period_from, period_to) by source ('unknown' without JavaScript,
--     'direct' with no source, else the utm_source in lower case or the referring site) and by campaign;
--   response: of those leads, how many, how many were called back, the median and 90th percentile hours
--     to the first call back, and how many were (or are, at `at`) later than 24 hours.
create function public.lead_reports(weeks jsonb, period_from timestamptz, period_to timestamptz, at timestamptz default pg_catalog.now())
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  week_starts timestamptz[];
  week_count integer;
  result jsonb;
begin
  if not private.is_admin() then
    raise exception 'permission denied for function lead_reports' using errcode = '42501';
  end if;
  -- A JSON array of instants (PostgREST passes it as it came): each week's first instant, then the end.
  if pg_catalog.jsonb_typeof(weeks) is distinct from 'array' or pg_catalog.jsonb_array_length(weeks) > 54 then
    raise exception 'weeks must be a JSON array of up to 54 instants' using errcode = '22023';
  end if;
  select pg_catalog.array_agg(entry.value::timestamptz order by entry.position) into week_starts
    from pg_catalog.jsonb_array_elements_text(weeks) with ordinality as entry(value, position);
  week_count := coalesce(pg_catalog.cardinality(week_starts), 0) - 1;
  if week_count < 1 or week_count > 53 or period_from is null or period_to is null or period_from >= period_to
    or period_to - period_from > interval '3 years'
    or exists (select 1 from pg_catalog.generate_subscripts(week_starts, 1) as i where i > 1 and week_starts[i] <= week_starts[i - 1]) then
    raise exception 'up to 53 weeks in order and a period of up to three years are needed' using errcode = '22023';
  end if;
  select pg_catalog.jsonb_build_object(
    'weekly_leads', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('week', counted.week, 'key', counted.key, 'count', counted.n) order by counted.week, counted.key), '[]')
      from (
        select pg_catalog.width_bucket(l.created_at, week_starts) as week, l.lead_source::text as key, pg_catalog.count(*) as n
        from public.leads as l
        where l.created_at >= week_starts[1] and l.created_at < week_starts[week_count + 1]
        group by 1, 2
      ) as counted
    ),
    'weekly_downloads', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('week', counted.week, 'key', counted.key, 'count', counted.n) order by counted.week, counted.key), '[]')
      from (
        select pg_catalog.width_bucket(d.created_at, week_starts) as week, d.pdf_type as key, pg_catalog.count(*) as n
        from public.pdf_downloads as d
        where d.created_at >= week_starts[1] and d.created_at < week_starts[week_count + 1]
        group by 1, 2
      ) as counted
    ),
    'sources', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('source', counted.source, 'count', counted.n) order by counted.n desc, counted.source), '[]')
      from (
        select
          case
            when not l.attribution_known then 'unknown'
            when l.utm_source is not null then pg_catalog.lower(l.utm_source)
            when l.referrer is not null then l.referrer
            else 'direct'
          end as source,
          pg_catalog.count(*) as n
        from public.leads as l
        where l.created_at >= period_from and l.created_at < period_to
        group by 1
        order by 2 desc, 1
        limit 50
      ) as counted
    ),
    'campaigns', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('source', counted.source, 'campaign', counted.campaign, 'count', counted.n) order by counted.n desc, counted.source, counted.campaign), '[]')
      from (
        select pg_catalog.lower(l.utm_source) as source, l.utm_campaign as campaign, pg_catalog.count(*) as n
        from public.leads as l
        where l.created_at >= period_from and l.created_at < period_to and l.utm_campaign is not null
        group by 1, 2
        order by 3 desc, 1, 2
        limit 50
      ) as counted
    ),
    'response', (
      select pg_catalog.jsonb_build_object(
        'leads', pg_catalog.count(*),
        'contacted', pg_catalog.count(l.first_contact_at),
        'median_hours', pg_catalog.percentile_cont(0.5) within group (order by extract(epoch from l.first_contact_at - l.created_at) / 3600) filter (where l.first_contact_at is not null),
        'p90_hours', pg_catalog.percentile_cont(0.9) within group (order by extract(epoch from l.first_contact_at - l.created_at) / 3600) filter (where l.first_contact_at is not null),
        -- Leads whose 24 hours are over: called back later than that, or not yet.
        'due', pg_catalog.count(*) filter (where l.created_at < at - interval '24 hours'),
        'late', pg_catalog.count(*) filter (where l.created_at < at - interval '24 hours' and coalesce(l.first_contact_at, at) > l.created_at + interval '24 hours')
      )
      from public.leads as l
      where l.created_at >= period_from and l.created_at < period_to
    )
  ) into result;
  return result;
end;
$$;
revoke all on function public.lead_reports(jsonb, timestamptz, timestamptz, timestamptz) from public, anon;
grant execute on function public.lead_reports(jsonb, timestamptz, timestamptz, timestamptz) to authenticated;
