-- A request past its address's minute was stored when it came in the minute's last half second: the wait was
-- 60 - round(seconds), which is 0 from 59.5 s on, and a wait of 0 meant "accepted" (CI saw a flood of 600 requests
-- all stored, once). The wait until the next minute is now rounded up and never below one second, in one function the
-- tests can ask about any moment, since now() cannot be moved inside a test.
create function private.seconds_to_next_minute(at timestamptz) returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(1, pg_catalog.ceil(60 - extract(second from at))::integer)
$$;
revoke all on function private.seconds_to_next_minute(timestamptz) from public, anon, authenticated;

-- As in 20261205090300_page_event_budget.sql, but for the minute's wait.
create or replace function public.record_page_events(events jsonb, client text)
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
    wait := private.seconds_to_next_minute(pg_catalog.now());
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
