-- The morning digest (issue 36): the right leads and overdue list for a fixed clock, nothing claimed on an
-- empty day, one claim per day (a retry gets 'done'), a failed send released for the next try, and only
-- the service role may ask.
begin;
select plan(12);

-- The clock: Thursday 26 November 2026, 09:00 in Athens (07:00 UTC); "yesterday" is Wednesday the 25th.
create function pg_temp.claim(for_day date) returns jsonb language sql as $$
  select public.claim_morning_digest(for_day, (for_day::text || ' 00:00+02')::timestamptz, ((for_day + 1)::text || ' 00:00+02')::timestamptz, '2026-11-26 09:00+02')
$$;

-- Only these leads exist for the test.
delete from public.leads;
insert into public.leads (id, submission_id, first_name, last_name, email, phone, lead_source, created_at, status) values
  ('30000000-0000-4000-8000-000000000001', gen_random_uuid(), 'Άλφα', 'Βήτα', 'a@example.gr', '6912345601', 'students_cta_form', '2026-11-25 08:15+02', 'contacted'),
  ('30000000-0000-4000-8000-000000000002', gen_random_uuid(), 'Γάμμα', 'Δέλτα', 'c@example.gr', '6912345602', 'students_cta_form', '2026-11-25 23:59+02', 'new'),
  ('30000000-0000-4000-8000-000000000003', gen_random_uuid(), 'Έψιλον', 'Ζήτα', 'e@example.gr', '6912345603', 'seminaria_signup_form', '2026-11-25 08:30+02', 'new'),
  -- Not yesterday: the day before (and overdue), and this morning (not yet overdue).
  ('30000000-0000-4000-8000-000000000004', gen_random_uuid(), 'Ήτα', 'Θήτα', 'h@example.gr', '6912345604', 'university_contact_form', '2026-11-24 23:59+02', 'new'),
  ('30000000-0000-4000-8000-000000000005', gen_random_uuid(), 'Ιώτα', 'Κάπα', 'i@example.gr', '6912345605', 'students_cta_form', '2026-11-26 07:00+02', 'new');

select is(pg_temp.claim('2026-11-25') ->> 'status', 'claimed', 'the first call claims yesterday''s digest');
select is(
  (select array(select e ->> 'id' from jsonb_array_elements(public.claim_morning_digest('2026-11-27', '2026-11-25 00:00+02', '2026-11-26 00:00+02', '2026-11-26 09:00+02') -> 'leads') e)),
  array['30000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000003'],
  'yesterday''s leads, by form then time: the first and last minute of the day included, the day before and today left out');
select is(
  (select array(select e ->> 'id' from jsonb_array_elements(public.claim_morning_digest('2026-11-28', '2026-11-25 00:00+02', '2026-11-26 00:00+02', '2026-11-26 09:00+02') -> 'overdue') e)),
  array['30000000-0000-4000-8000-000000000004', '30000000-0000-4000-8000-000000000003'],
  'overdue now: new and older than 24 hours, oldest first; the contacted one and the young ones are not');
select is(pg_temp.claim('2026-11-25') ->> 'status', 'done', 'a retry is told the day is taken');
select lives_ok($$ select public.finish_morning_digest('2026-11-25', true, '2026-11-26 09:00:05+02') $$, 'the send is recorded');
select is(pg_temp.claim('2026-11-25') ->> 'status', 'done', 'a retry after the send sends nothing');

-- A send that failed is released: the next try claims it.
select is(pg_temp.claim('2026-11-24') ->> 'status', 'claimed', 'another day is claimed');
select lives_ok($$ select public.finish_morning_digest('2026-11-24', false) $$, 'its send failed');
select is(pg_temp.claim('2026-11-24') ->> 'status', 'claimed', 'and the next try claims it again');

-- A day with neither leads nor overdue ones: nothing to claim.
update public.leads set status = 'done';
select is(pg_temp.claim('2026-11-20'), '{"status": "empty"}'::jsonb, 'an empty day is empty');
select throws_ok($$ select public.claim_morning_digest('2026-11-26', '2026-11-26 00:00+02', '2026-11-27 00:00+02', '2026-11-26 09:00+02') $$, '22023', null, 'a day not yet over is refused');

set local role authenticated;
select throws_ok($$ select pg_temp.claim('2026-11-21') $$, '42501', null, 'a signed-in user may not call it (admins neither: only the function)');
reset role;

select * from finish();
rollback;
