-- The reports (issue 36): every figure lead_reports gives equals the same question asked of the tables in
-- plain SQL; the first call back is stamped by the trigger only; admins only.
begin;
select plan(10);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a5', 'reports-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000b5', 'reports-editor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a5', 'admin');

-- Weeks of January 2020 (Mondays, Greek time), and made-up leads and downloads in them.
create temporary table weeks as select array['2020-01-06 00:00+02', '2020-01-13 00:00+02', '2020-01-20 00:00+02', '2020-01-27 00:00+02']::timestamptz[] as starts, '["2020-01-06T00:00:00+02:00", "2020-01-13T00:00:00+02:00", "2020-01-20T00:00:00+02:00", "2020-01-27T00:00:00+02:00"]'::jsonb as json;
grant select on weeks to authenticated;
insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source, company_name, created_at, status, first_contact_at, attribution_known, utm_source, utm_campaign, referrer)
select gen_random_uuid(), 'Μαρία', 'Παπαδοπούλου', 'report' || n || '@example.gr', '69123456' || lpad(n::text, 2, '0'),
  (array['students_cta_form', 'foreis_cta_form', 'seminaria_signup_form'])[1 + n % 3]::public.lead_source,
  case when n % 3 = 1 then 'Λύκειο' end,
  '2020-01-06 08:00+02'::timestamptz + (n * interval '9 hours 17 minutes'),
  case when n % 4 = 0 then 'new' else 'contacted' end::public.lead_status,
  case when n % 4 = 0 then null else '2020-01-06 08:00+02'::timestamptz + (n * interval '9 hours 17 minutes') + (n % 7) * interval '8 hours' end,
  n % 5 <> 0,
  (array[null, 'Facebook', 'google', 'facebook', null])[1 + n % 5],
  (array[null, 'autumn', 'brand', 'spring', null])[1 + n % 5],
  (array[null, 'https://l.facebook.com', null, null, null, 'https://www.google.com'])[1 + n % 6]
from generate_series(1, 40) as n;
insert into public.pdf_downloads (name, lastname, email, pdf_type, created_at)
select 'Α', 'Β', 'dl' || n || '@example.gr', (array['career', 'meta'])[1 + n % 2], '2020-01-06 10:00+02'::timestamptz + n * interval '13 hours'
from generate_series(1, 30) as n;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a5","role":"authenticated"}', true);
create temporary table report on commit drop as
  select public.lead_reports((select json from weeks), '2020-01-06 00:00+02', '2020-01-20 00:00+02', '2020-02-01 00:00+02') as value;

select is(
  (select jsonb_agg(r order by r ->> 'week', r ->> 'key') from report, jsonb_array_elements(value -> 'weekly_leads') r),
  (select jsonb_agg(jsonb_build_object('week', w, 'key', k, 'count', n) order by w::text, k) from (
     select width_bucket(created_at, (select starts from weeks)) as w, lead_source::text as k, count(*) as n
     from public.leads where created_at >= '2020-01-06 00:00+02' and created_at < '2020-01-27 00:00+02' group by 1, 2) as q),
  'leads per week and form, as SQL counts them');
select is((select sum((r ->> 'count')::int) from report, jsonb_array_elements(value -> 'weekly_leads') r)::int,
  (select count(*)::int from public.leads where created_at >= '2020-01-06 00:00+02' and created_at < '2020-01-27 00:00+02'), 'every lead of the three weeks counted once');
select is((select sum((r ->> 'count')::int) from report, jsonb_array_elements(value -> 'weekly_downloads') r)::int,
  (select count(*)::int from public.pdf_downloads where created_at >= '2020-01-06 00:00+02' and created_at < '2020-01-27 00:00+02'), 'every download of the three weeks counted once');
select is(
  (select jsonb_object_agg(r ->> 'source', (r ->> 'count')::int) from report, jsonb_array_elements(value -> 'sources') r),
  (select jsonb_object_agg(source, n) from (
     select case when not attribution_known then 'unknown' when utm_source is not null then lower(utm_source) when referrer is not null then referrer else 'direct' end as source, count(*)::int as n
     from public.leads where created_at >= '2020-01-06 00:00+02' and created_at < '2020-01-20 00:00+02' group by 1) as q),
  'leads of the period by source (any case of a utm_source is one source)');
select is(
  (select jsonb_agg(r order by r ->> 'source', r ->> 'campaign') from report, jsonb_array_elements(value -> 'campaigns') r),
  (select jsonb_agg(jsonb_build_object('source', s, 'campaign', c, 'count', n) order by s, c) from (
     select lower(utm_source) as s, utm_campaign as c, count(*) as n from public.leads
     where created_at >= '2020-01-06 00:00+02' and created_at < '2020-01-20 00:00+02' and utm_campaign is not null group by 1, 2) as q),
  'and by campaign');
select is(
  (select value -> 'response' from report),
  (select jsonb_build_object(
     'leads', count(*), 'contacted', count(first_contact_at),
     'median_hours', percentile_cont(0.5) within group (order by extract(epoch from first_contact_at - created_at) / 3600) filter (where first_contact_at is not null),
     'p90_hours', percentile_cont(0.9) within group (order by extract(epoch from first_contact_at - created_at) / 3600) filter (where first_contact_at is not null),
     'due', count(*), 'late', count(*) filter (where coalesce(first_contact_at, '2020-02-01 00:00+02') > created_at + interval '24 hours'))
   from public.leads where created_at >= '2020-01-06 00:00+02' and created_at < '2020-01-20 00:00+02'),
  'the call-back times and the late ones, as SQL computes them');
select ok((select (value -> 'response' ->> 'median_hours')::numeric between 0 and 48 from report), 'a median in hours, within what the data allows');
reset role;

-- The first call back is the trigger's.
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a5","role":"authenticated"}', true);
update public.leads set status = 'new' where email = 'report4@example.gr';
update public.leads set status = 'contacted' where email = 'report4@example.gr';
update public.leads set status = 'done' where email = 'report4@example.gr';
reset role;
select ok((select first_contact_at between now() - interval '1 minute' and now() + interval '1 minute' from public.leads where email = 'report4@example.gr'), 'leaving Νέο stamps the first call back, and moving on keeps it');

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b5","role":"authenticated"}', true);
select throws_ok($$ select public.lead_reports((select json from weeks), '2020-01-06', '2020-01-20') $$, '42501', null, 'a signed-in user without the admin role is refused');
reset role;
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a5","role":"authenticated"}', true);
select throws_ok($$ select public.lead_reports('["2020-01-13", "2020-01-06"]'::jsonb, '2020-01-06', '2020-01-20') $$, '22023', null, 'weeks out of order are refused');
reset role;

select * from finish();
rollback;
