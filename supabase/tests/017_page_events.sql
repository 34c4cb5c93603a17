-- The site's own measurement (issues 53 and 61): the rollups equal the same questions asked of the raw rows in plain
-- SQL; the budgets per address and per day (a flood adds at most the stated rows, and counts what it dropped); no vital
-- beyond a browser's range; raw rows kept no longer than their days; nobody but the function writes, admins only read totals.
begin;
select plan(38);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a7', 'traffic-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000b7', 'traffic-editor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a7', 'admin');

-- Three days of made-up page views and vitals (yesterday, the day before, three days before "now" below), in Athens time.
create temporary table now_at as select '2020-03-10 12:00+02'::timestamptz as at;
insert into private.page_views (at, route, first, source, medium, campaign, device)
select '2020-03-07 09:00+02'::timestamptz + n * interval '20 minutes',
  (array['/', '/students', '/articles/:slug', '/students/thank-you'])[1 + n % 4],
  n % 3 = 0,
  (array['facebook', 'direct', 'https://www.google.com'])[1 + n % 3],
  (array['paid', '', ''])[1 + n % 3],
  (array['autumn', '', ''])[1 + n % 3],
  (array['phone', 'tablet', 'desktop'])[1 + n % 3]
from generate_series(1, 200) as n;
insert into private.page_vitals (at, route, device, metric, value)
select '2020-03-07 09:00+02'::timestamptz + n * interval '13 minutes', (array['/', '/students'])[1 + n % 2], (array['phone', 'desktop'])[1 + n % 2],
  (array['LCP', 'INP', 'CLS'])[1 + n % 3],
  case n % 3 when 0 then 800 + (n * 97) % 4000 when 1 then 40 + (n * 13) % 600 else ((n * 7) % 40) / 100.0 end
from generate_series(1, 300) as n;
insert into private.policy_reports (minute, page, directive, blocked, source)
select date_trunc('minute', '2020-03-09 10:00+02'::timestamptz + n * interval '3 minutes'), (array['/', '/students'])[1 + n % 2], 'script-src-elem',
  (array['inline', 'https://cdn.example.com/x.js'])[1 + n % 2], ''
from generate_series(1, 20) as n;

select is((public.roll_up_page_events((select at from now_at)) ->> 'raw_erased')::int, 0, 'nothing erased while every day is within the three kept');
select is(
  (select jsonb_agg(t order by t.day, t.route, t.first, t.source, t.device) from (select day, route, first, source, medium, campaign, device, views from public.traffic_days) as t),
  (select jsonb_agg(q order by q.day, q.route, q.first, q.source, q.device) from (
     select (at at time zone 'Europe/Athens')::date as day, route, first, source, medium, campaign, device, count(*)::int as views
     from private.page_views group by 1, 2, 3, 4, 5, 6, 7) as q),
  'the traffic rollup is the raw views counted by Athens day, route, first page, source, campaign and device');
select is((select sum(samples)::int from public.vital_days), 300, 'every vital sample is in the rollup once');
select is((select sum(reports)::int from public.policy_report_days), 20, 'and every policy report');
select is((public.roll_up_page_events((select at from now_at)) ->> 'traffic_rows')::int,
  (select count(*)::int from public.traffic_days), 'a second run rebuilds the same rows, no more');
select is((select sum(views)::int from public.traffic_days), 200, 'with each view still counted once');

-- What the raw samples say of LCP on / by phone, before a day of them is erased: the 75th percentile, to its bucket.
create temporary table expected_lcp as
  select ((floor(percentile_disc(0.75) within group (order by value) / 50) + 1) * 50)::numeric as p75
  from private.page_vitals where route = '/' and device = 'phone' and metric = 'LCP';
grant select on expected_lcp to authenticated;

-- A day later the oldest day leaves the raw rows, its totals stay; a raw row of an erased day cannot be rolled again.
select is((public.roll_up_page_events('2020-03-11 12:00+02') ->> 'raw_erased')::int,
  (select count(*)::int from private.page_views where at < '2020-03-08 00:00+02')
  + (select count(*)::int from private.page_vitals where at < '2020-03-08 00:00+02'), 'raw rows of days before the three kept are erased');
select is((select count(*)::int from private.page_views where at < '2020-03-08 00:00+02'), 0, 'no raw view of an old day is left');
select is((select sum(views)::int from public.traffic_days), 200, 'and the old day''s totals are still there');

-- The reports, as an admin, equal plain SQL over the rollups.
create temporary table weeks as select '["2020-03-02T00:00:00+02:00", "2020-03-09T00:00:00+02:00", "2020-03-16T00:00:00+02:00"]'::jsonb as json;
grant select on weeks, now_at to authenticated;
insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source, created_at, attribution_known, utm_source, utm_campaign, landing_page, ad_consent, ad_consent_at, notice_version)
select gen_random_uuid(), 'Μαρία', 'Παπαδοπούλου', 'traffic' || n || '@example.gr', '69123457' || lpad(n::text, 2, '0'), 'students_cta_form',
  '2020-03-08 10:00+02'::timestamptz + n * interval '1 hour', true, case when n % 2 = 0 then 'Facebook' end, case when n % 2 = 0 then 'autumn' end,
  '/students', n % 3 <> 0, '2020-03-08 09:00+02', '1.2'
from generate_series(1, 12) as n;
update public.leads set ad_consent = null, ad_consent_at = null, notice_version = null where email = 'traffic3@example.gr';

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a7","role":"authenticated"}', true);
create temporary table report on commit drop as
  select public.traffic_reports((select json from weeks), '2020-03-07 00:00+02', '2020-03-11 00:00+02', (select at from now_at)) as value;
select is(
  (select jsonb_agg(jsonb_build_object('source', r ->> 'source', 'visits', (r ->> 'visits')::int, 'views', (r ->> 'views')::int) order by r ->> 'source')
     from report, jsonb_array_elements(value -> 'sources') r where (r ->> 'views')::int > 0),
  (select jsonb_agg(jsonb_build_object('source', source, 'visits', visits, 'views', views) order by source) from (
     select source, coalesce(sum(views) filter (where first), 0)::int as visits, sum(views)::int as views from public.traffic_days
     where day >= '2020-03-07' and day < '2020-03-11' group by 1) as q),
  'visits and page views by source, as SQL counts the rollup');
select is(
  (select (r ->> 'leads')::int from report, jsonb_array_elements(value -> 'sources') r where r ->> 'source' = 'facebook'),
  (select count(*)::int from public.leads where lower(utm_source) = 'facebook' and ad_consent and created_at >= '2020-03-07 00:00+02' and created_at < '2020-03-11 00:00+02'),
  'beside the leads of that source whose visitor agreed (the only ones whose visits are counted)');
select is(
  (select r from report, jsonb_array_elements(value -> 'campaigns') r where r ->> 'campaign' = 'autumn'),
  (select jsonb_build_object('source', 'facebook', 'campaign', 'autumn',
     'visits', (select sum(views) filter (where first) from public.traffic_days where campaign = 'autumn' and day >= '2020-03-07' and day < '2020-03-11'),
     'views', (select sum(views) from public.traffic_days where campaign = 'autumn' and day >= '2020-03-07' and day < '2020-03-11'),
     'leads', (select count(*) from public.leads where utm_campaign = 'autumn' and ad_consent and created_at >= '2020-03-07 00:00+02' and created_at < '2020-03-11 00:00+02'))),
  'a campaign: visits, page views and agreeing leads');
select is((select value -> 'consent' from report),
  (select jsonb_build_object('leads', count(*), 'agreed', count(*) filter (where ad_consent)) from public.leads
   where created_at >= '2020-03-07 00:00+02' and created_at < '2020-03-11 00:00+02'),
  'the share of leads that agreed, measured');
select is(
  (select jsonb_object_agg(r ->> 'route', (r ->> 'views')::int) from report, jsonb_array_elements(value -> 'routes') r),
  (select jsonb_object_agg(route, n) from (select route, sum(views)::int as n from public.traffic_days where day >= '2020-03-07' and day < '2020-03-11' group by 1) as q),
  'page views per route');
select is(
  (select (r ->> 'p75')::numeric from report, jsonb_array_elements(value -> 'speed') r where r ->> 'route' = '/' and r ->> 'device' = 'phone' and r ->> 'metric' = 'LCP'),
  (select p75 from expected_lcp),
  'the 75th percentile of LCP is the raw samples'' own, to its 50 ms bucket (the samples of the erased day are in the totals)')
;
select is(
  (select (r ->> 'p75')::numeric from report, jsonb_array_elements(value -> 'speed') r where r ->> 'route' = '/students' and r ->> 'device' = 'desktop' and r ->> 'metric' = 'INP'),
  (select private.vital_bucket_top('INP', percentile_disc(0.75) within group (order by bucket))::numeric from (
     select v.bucket from public.vital_days as v, generate_series(1, v.samples) where v.route = '/students' and v.device = 'desktop' and v.metric = 'INP') as q),
  'the 75th percentile of INP, from the histogram, as SQL finds it over each sample');
select is(
  (select (r ->> 'samples')::int from report, jsonb_array_elements(value -> 'speed') r where r ->> 'route' = '/students' and r ->> 'device' = 'desktop' and r ->> 'metric' = 'INP'),
  (select sum(samples)::int from public.vital_days where route = '/students' and device = 'desktop' and metric = 'INP'),
  'with its number of samples');
select is(
  (select jsonb_agg(jsonb_build_object('blocked', r ->> 'blocked', 'reports', (r ->> 'reports')::int) order by r ->> 'page', r ->> 'blocked') from report, jsonb_array_elements(value -> 'policy') r),
  (select jsonb_agg(jsonb_build_object('blocked', blocked, 'reports', n) order by page, blocked) from (select page, blocked, sum(reports)::int as n from public.policy_report_days group by 1, 2) as q),
  'the policy reports by page and blocked address');

-- Nobody else: a signed-in editor reads no totals and may not ask for the reports; nobody writes directly.
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b7","role":"authenticated"}', true);
select is((select count(*)::int from public.traffic_days), 0, 'a non-admin reads no traffic totals');
select throws_ok($$ select public.traffic_reports('["2020-03-02T00:00:00+02:00", "2020-03-09T00:00:00+02:00"]', '2020-03-07', '2020-03-11') $$,
  '42501', null, 'nor the reports');
select throws_ok($$ insert into public.traffic_days values ('2020-03-09', '/', true, 'x', '', '', 'phone', 1000) $$, '42501', null, 'nor forges a total');
reset role;
set local role anon;
select throws_ok($$ select public.record_page_events('{"views": []}', '127.0.0.1') $$, '42501', null, 'a visitor writes only through the function');
select throws_ok($$ select count(*) from public.traffic_days $$, '42501', null, 'anon reads no totals');
select throws_ok($$ select count(*) from private.page_views $$, '42501', null, 'nor a raw row');
select throws_ok($$ select public.roll_up_page_events() $$, '42501', null, 'nor runs the rollup');
reset role;

-- The budgets (private.page_event_limits: 120 events per address a minute, 2,000 a day, 200,000 for the site a day; 20
-- distinct blocked addresses per page and directive a day). The flood an outsider sent: 600 requests of 50 reports,
-- each naming another blocked address, from one address within the same minute.
create temporary table flood as select
  (select count(*) from private.page_views) + (select count(*) from private.page_vitals) + (select count(*) from private.policy_reports) as rows_before;
create temporary table flood_answers as
  select n, public.record_page_events(jsonb_build_object('reports', (
    select jsonb_agg(jsonb_build_object('page', '/students', 'directive', 'script-src-elem', 'blocked', format('https://evil%s-%s.example/x.js', n, k), 'source', ''))
    from generate_series(1, 50) as k)), '198.51.100.7') as wait
  from generate_series(1, 600) as n;
select is((select count(*)::int from flood_answers where wait = 0), 2, 'a flood from one address: two requests (100 events) fit its minute, the rest wait');
select is((select count(*)::int from private.policy_reports where minute = date_trunc('minute', now())), 21,
  'and they add 21 rows: 20 blocked addresses for the page and directive, then one that counts the rest as other');
select is((select repeats from private.policy_reports where minute = date_trunc('minute', now()) and blocked = 'other'), 80, 'the other 80 reports counted there');
select is((select dropped from private.page_event_days where day = (now() at time zone 'Europe/Athens')::date), 598 * 50,
  'what the flood sent past the budget is counted as dropped, not stored');
select is((select count(*)::int from public.record_page_events('{"views": [{"route": "/", "first": true, "source": "direct", "device": "phone"}]}', '198.51.100.8') as w where w = 0), 1,
  'another address still has its own minute');

-- The wait a request past its minute is told is never 0, which would store it: in the minute's last half second too.
select is(private.seconds_to_next_minute('2020-03-07 09:00:59.7+02'), 1, 'at 59.7 s the wait is one second, not none');
select is(private.seconds_to_next_minute('2020-03-07 09:00:00+02'), 60, 'at the minute''s start, the whole minute');
select is(private.seconds_to_next_minute('2020-03-07 09:00:30.2+02'), 30, 'at 30.2 s, 30 seconds (rounded up)');

-- The whole site's day: a hundred addresses cannot pass it.
update private.page_event_limits set per_day = (select accepted from private.page_event_days where day = (now() at time zone 'Europe/Athens')::date) + 300;
select is((select count(*)::int from generate_series(1, 100) as n
  where public.record_page_events(jsonb_build_object('views', (select jsonb_agg(jsonb_build_object('route', '/', 'first', true, 'source', 'direct', 'device', 'phone')) from generate_series(1, 10))),
    '203.0.113.' || n) = 0), 30, 'a hundred addresses of ten views each: the site takes 300 more today, no more');

-- No vital beyond what a browser reports, and no 75th percentile above it.
select throws_ok($$ insert into private.page_vitals (route, device, metric, value) values ('/', 'phone', 'LCP', 60000.5) $$, '23514', null,
  'an LCP beyond 60 s is refused by the database too');
select throws_ok($$ insert into private.page_vitals (route, device, metric, value) values ('/', 'phone', 'CLS', 5.01) $$, '23514', null, 'and a CLS beyond 5');
insert into private.page_vitals (at, route, device, metric, value)
  select '2020-03-10 11:00+02', '/about', 'phone', 'LCP', 60000 from generate_series(1, 10);
select lives_ok($$ select public.roll_up_page_events((select at from now_at)) $$, 'the rollup takes them');
select is((select max(private.vital_bucket_top(metric, bucket)) from public.vital_days where route = '/about' and metric = 'LCP'), 60000::double precision,
  'samples at the ceiling are read as the ceiling, never above it');
select * from finish();
rollback;
