-- Events with seats (issue 54): 50 registrations sent at once over 50 connections (dblink) for 10 seats
-- confirm exactly 10 and queue the rest; a cancellation gives its seat to the first in line, once; the
-- waiting list keeps its order; events that take no registration say so; row level security for visitors,
-- signed-in non-admins and admins; retention and a person's erasure remove registrations.
--
-- The concurrent part needs committed rows that other sessions see, so it writes through dblink (each call
-- its own transaction) and is cleaned up after the test's rollback, at the end of this file.
create extension if not exists dblink;
create function pg_temp.here() returns text language sql as $$
  select format('dbname=%s port=%s host=%s user=postgres', current_database(), current_setting('port'),
    split_part(current_setting('unix_socket_directories'), ',', 1))
$$;
create function pg_temp.registration(mail text, phone text, event uuid, people int default 1, submission uuid default null) returns jsonb language sql as $$
  select jsonb_build_object('lead', jsonb_strip_nulls(jsonb_build_object('first_name', 'Μαθητής', 'last_name', 'Ημερίδας', 'email', mail,
    'phone', phone, 'submission_id', submission)), 'registration', jsonb_build_object('event_id', event, 'people', people, 'pupil_class', 'lyk2'))
$$;
create function pg_temp.register(mail text, phone text, event uuid, people int default 1, submission uuid default null, client text default 'events-test')
returns jsonb language sql as $$
  select public.register_for_event(r -> 'lead', r -> 'registration', client, 1000, 600) from pg_temp.registration(mail, phone, event, people, submission) as r
$$;

create temporary table started as select clock_timestamp() as at;
do $$
begin
  perform dblink_exec(pg_temp.here(), $insert$
    insert into public.events (id, title, audience, starts_at, ends_at, address, city, seats, published) values
      ('00000000-0000-4000-8000-00000000e001', 'Ημερίδα για μαθητές Λυκείου', 'pupils', now() + interval '10 days',
       now() + interval '10 days 6 hours', 'Πανεπιστημίου 30', 'Αθήνα', 10, true)
  $insert$);
  -- 50 at once, each from its own address, each its own connection.
  perform dblink_connect('r' || i, pg_temp.here()) from generate_series(1, 50) as i;
  perform dblink_send_query('r' || i, format('select public.register_for_event(%L, %L, %L, 1000, 600)',
    r -> 'lead', r -> 'registration', '10.54.0.' || i))
    from generate_series(1, 50) as i,
    lateral pg_temp.registration('crowd' || i || '@example.gr', '69100000' || lpad(i::text, 2, '0'), '00000000-0000-4000-8000-00000000e001') as r;
end;
$$;
create temporary table crowd as
  select i, (select result from dblink_get_result('r' || i) as t(result jsonb)) as answer from generate_series(1, 50) as i;
do $$ begin perform dblink_disconnect('r' || i) from generate_series(1, 50) as i; end; $$;

begin;
select plan(59);

select is((select count(*)::int from crowd where answer ->> 'status' = 'stored'), 50, '50 registrations sent at once are all stored as leads');
select is((select count(*)::int from crowd where answer ->> 'state' = 'confirmed'), 10, 'exactly 10 of them get the 10 seats');
select is((select count(*)::int from crowd where answer ->> 'state' = 'waiting'), 40, 'and 40 are on the waiting list');
select is((select sum(people)::int from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000e001' and state = 'confirmed'),
  10, 'the database holds no more seats than the event has');
select is((select count(*)::int from public.leads l join public.event_registrations r on r.lead_id = l.id
  where r.event_id = '00000000-0000-4000-8000-00000000e001' and l.lead_source = 'imerides_registration_form'), 50, 'each registration is a lead of the registration form');
select results_eq($$ select seats_left, waiting from public.event_listing() where id = '00000000-0000-4000-8000-00000000e001' $$,
  $$ values (0, true) $$, 'the page reads no seat left and a waiting list');

-- A cancellation, through dblink so that it commits as the registrant's link does.
create temporary table first_in_line as
  select id from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000e001' and state = 'waiting' order by created_at, id limit 1;
create temporary table leaving as
  select id from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000e001' and state = 'confirmed' order by created_at limit 1;
select is((select result ->> 'status' from leaving, dblink(pg_temp.here(), format('select public.cancel_registration(%L)', leaving.id)) as t(result jsonb)),
  'cancelled', 'a registrant cancels');
select is((select state::text from public.event_registrations where id = (select id from first_in_line)), 'confirmed', 'the first on the waiting list gets the seat');
select isnt((select promoted_at from public.event_registrations where id = (select id from first_in_line)), null, 'and is marked as promoted, to be told');
select is((select count(*)::int from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000e001' and state = 'confirmed'), 10, 'still 10 seats taken');
select is((select result ->> 'status' from leaving, dblink(pg_temp.here(), format('select public.cancel_registration(%L)', leaving.id)) as t(result jsonb)),
  'already', 'the same link a second time frees nothing');
select is((select count(*)::int from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000e001' and state = 'confirmed'), 10, 'and no second seat moves');

-- The rest in this transaction: an event of 3 seats.
insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a8', 'events-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000b8', 'events-editor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a8', 'admin');
insert into public.events (id, title, audience, starts_at, ends_at, online_url, seats, published) values
  ('00000000-0000-4000-8000-00000000e002', 'Διαδικτυακή ημερίδα για γονείς', 'parents', now() + interval '3 days', now() + interval '3 days 2 hours',
   'https://meet.example.gr/imerida', 3, true),
  ('00000000-0000-4000-8000-00000000e003', 'Πρόχειρη ημερίδα', 'everyone', now() + interval '5 days', now() + interval '5 days 2 hours',
   'https://meet.example.gr/draft', 20, false),
  ('00000000-0000-4000-8000-00000000e004', 'Περασμένη ημερίδα', 'schools', now() - interval '2 days', now() - interval '2 days' + interval '3 hours',
   'https://meet.example.gr/past', 20, true);

select is(pg_temp.register('pair@example.gr', '6920000001', '00000000-0000-4000-8000-00000000e002', 2) ->> 'state', 'confirmed', 'two people take two of three seats');
select is(pg_temp.register('trio@example.gr', '6920000002', '00000000-0000-4000-8000-00000000e002', 3) ->> 'state', 'waiting', 'three more do not fit: waiting list');
select is(pg_temp.register('single@example.gr', '6920000003', '00000000-0000-4000-8000-00000000e002', 1) ->> 'state', 'waiting',
  'one who would fit waits behind them: nobody passes the first in line');
select is(
  (select pg_temp.register('pair@example.gr', '6920000001', '00000000-0000-4000-8000-00000000e002', 2, submission_id) ->> 'status'
   from public.leads where email = 'pair@example.gr'),
  'duplicate', 'a resend of a stored registration is the same registration');
select is((select count(*)::int from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000e002'), 3, 'and stores nothing more');
select is(pg_temp.register('draft@example.gr', '6920000004', '00000000-0000-4000-8000-00000000e003') ->> 'status', 'closed', 'an unpublished event takes no registration');
select is(pg_temp.register('past@example.gr', '6920000005', '00000000-0000-4000-8000-00000000e004') ->> 'status', 'closed', 'nor one that has begun');
select is((select count(*)::int from public.leads where email in ('draft@example.gr', 'past@example.gr')), 0, 'and no lead is stored for them');
select results_eq($$ select title from public.event_listing() where id in ('00000000-0000-4000-8000-00000000e002', '00000000-0000-4000-8000-00000000e003', '00000000-0000-4000-8000-00000000e004') $$,
  $$ values ('Διαδικτυακή ημερίδα για γονείς') $$, 'the page lists published events not yet over, never drafts or past ones');

-- The pupil's class: needed for a pupils' event, dropped for any other.
select is(public.register_for_event(jsonb_build_object('first_name', 'Χωρίς', 'last_name', 'Τάξη', 'email', 'noclass@example.gr', 'phone', '6920000009'),
  jsonb_build_object('event_id', '00000000-0000-4000-8000-00000000e001', 'people', 1), 'events-test', 1000, 600) ->> 'status',
  'class_required', 'a pupils’ event needs the pupil’s class');
select is((select count(*)::int from public.leads where email = 'noclass@example.gr'), 0, 'and stores nothing without it');
select is((select pupil_class from public.event_registrations r join public.leads l on l.id = r.lead_id where l.email = 'pair@example.gr'), null,
  'a parents’ event keeps no class');
select is((pg_temp.register('pair@example.gr', '6920000001', '00000000-0000-4000-8000-00000000e002', 2,
    (select submission_id from public.leads where email = 'pair@example.gr')) -> 'event' ->> 'online_url'),
  'https://meet.example.gr/imerida', 'a registrant’s answer carries the online link, for their e-mail');

-- The day-before reminder: each confirmed registration claimed once; a failed send is released for the next call.
select is((select jsonb_agg(r ->> 'email') from jsonb_array_elements(public.claim_event_reminders(now() + interval '2 days', now() + interval '4 days', now())) as r),
  '["pair@example.gr"]'::jsonb, 'the reminders claim the confirmed registrations of the day’s events, never the waiting list');
select is(jsonb_array_length(public.claim_event_reminders(now() + interval '2 days', now() + interval '4 days', now())), 0, 'a second call claims none again');
select lives_ok($$ select public.release_event_reminder(r.id) from public.event_registrations r join public.leads l on l.id = r.lead_id where l.email = 'pair@example.gr' $$,
  'a reminder the mailer could not send is released');
select is(jsonb_array_length(public.claim_event_reminders(now() + interval '2 days', now() + interval '4 days', now())), 1, 'and the next call claims it again');
select throws_ok($$ insert into public.events (title, audience, starts_at, ends_at, online_url, seats) values ('Ανάποδη', 'everyone', now() + interval '2 days', now() + interval '1 day', 'https://meet.example.gr/x', 5) $$,
  '23514', null, 'an event cannot end before it starts');
select throws_ok($$ insert into public.events (title, audience, starts_at, ends_at, seats) values ('Πουθενά', 'everyone', now() + interval '1 day', now() + interval '1 day 1 hour', 5) $$,
  '23514', null, 'nor be nowhere: a place or an online link');

-- Visitors.
set local role anon;
select throws_ok($$ select count(*) from public.events $$, '42501', null, 'a visitor reads events only through the listing (never an online event’s link)');
select is((select online from public.event_listing() where id = '00000000-0000-4000-8000-00000000e002'), true, 'which says an event is online');
select throws_ok($$ select count(*) from public.event_registrations $$, '42501', null, 'and no registration');
select throws_ok($$ select public.register_for_event('{}', '{}', 'x', 1, 1) $$, '42501', null, 'nor registers except through the intake');
select throws_ok($$ select public.claim_event_reminders(now(), now() + interval '1 day', now()) $$, '42501', null, 'nor claims the reminders, with registrants’ addresses');
select throws_ok($$ select public.claim_event_notices(now()) $$, '42501', null, 'nor the notices');
select throws_ok($$ insert into public.events (title, audience, starts_at, ends_at, online_url, seats) values ('Δική μου', 'everyone', now() + interval '1 day', now() + interval '1 day 1 hour', 'https://x.example.gr/a', 5) $$,
  '42501', null, 'nor writes an event');

-- A signed-in non-admin.
reset role;
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b8","role":"authenticated"}', true);
select is((select count(*)::int from public.event_registrations), 0, 'a signed-in non-admin reads no registration');
select is((select count(*)::int from public.events), 0, 'nor any event from the table');
select is((select count(*)::int from public.event_registration_list('00000000-0000-4000-8000-00000000e002')), 0, 'nor lists an event’s registrants');
select throws_ok($$ insert into public.events (title, audience, starts_at, ends_at, online_url, seats) values ('Δική μου', 'everyone', now() + interval '1 day', now() + interval '1 day 1 hour', 'https://x.example.gr/a', 5) $$,
  '42501', null, 'nor creates an event');

-- An admin.
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a8","role":"authenticated"}', true);
select is((select count(*)::int from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000e002'), 3, 'an admin reads the registrations');
select is((select array_agg(email order by email) from public.event_registration_list('00000000-0000-4000-8000-00000000e002')),
  array['pair@example.gr', 'single@example.gr', 'trio@example.gr'], 'and lists them with their leads');
select is((select count(*)::int from public.event_registration_list('00000000-0000-4000-8000-00000000e002',
  (select r.created_at from public.event_registration_list('00000000-0000-4000-8000-00000000e002') as r limit 1),
  (select r.registration_id from public.event_registration_list('00000000-0000-4000-8000-00000000e002') as r limit 1))), 2,
  'a page at a time, after the last one read');
select is((select r -> 'registration' ->> 'title' from jsonb_array_elements(public.inbox_leads(form => 'imerides_registration_form', search => 'pair@example.gr') -> 'rows') as r),
  'Διαδικτυακή ημερίδα για γονείς', 'the inbox names a registration’s event');
select lives_ok($$ update public.event_registrations set attended = true where event_id = '00000000-0000-4000-8000-00000000e002' and state = 'confirmed' $$,
  'and marks who came');
select throws_ok($$ update public.event_registrations set state = 'confirmed' where event_id = '00000000-0000-4000-8000-00000000e002' $$,
  '42501', null, 'but never moves anyone past the waiting list by hand');
-- Moving and cancelling a published event tell its registrants (a notice each, queued with the change).
update public.events set starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour', status = 'rescheduled',
  previous_starts_at = starts_at where id = '00000000-0000-4000-8000-00000000e002';
reset role;
select is((select array_agg(n.kind order by n.id) from private.event_notices n join public.event_registrations r on r.id = n.registration_id
  where r.event_id = '00000000-0000-4000-8000-00000000e002'), array['moved', 'moved', 'moved'], 'a moved event queues a notice for each registrant');
select is((select count(*)::int from jsonb_array_elements(public.claim_event_notices(now())) as n where n -> 'event' ->> 'id' = '00000000-0000-4000-8000-00000000e002'),
  3, 'the notices are claimed with their registrations');
select is(jsonb_array_length(public.claim_event_notices(now())), 0, 'and never twice');
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a8","role":"authenticated"}', true);
update public.events set seats = 6 where id = '00000000-0000-4000-8000-00000000e002';
select is((select array_agg(state::text order by created_at) from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000e002'),
  array['confirmed', 'confirmed', 'confirmed'], 'three more seats seat the waiting list in its order');
select throws_ok($$ update public.events set seats = 5 where id = '00000000-0000-4000-8000-00000000e002' $$,
  '23514', 'seats below the confirmed registrations', 'seats never drop below those confirmed registrations hold');
update public.events set seats = 8 where id = '00000000-0000-4000-8000-00000000e002';
select lives_ok($$ update public.events set seats = 6 where id = '00000000-0000-4000-8000-00000000e002' $$,
  'and down to exactly those, from more');
delete from public.events where id in ('00000000-0000-4000-8000-00000000e002', '00000000-0000-4000-8000-00000000e003');
select is((select count(*)::int from public.events where id in ('00000000-0000-4000-8000-00000000e002', '00000000-0000-4000-8000-00000000e003')), 1,
  'an admin deletes a draft, never a published event');

-- Retention and a person's erasure.
reset role;
select is((public.apply_retention(now() + interval '3 days' + interval '179 days') ->> 'registrations')::int, 0, 'registrations are kept 180 days after their event');
select is((public.apply_retention(now() + interval '3 days 2 hours' + interval '181 days') ->> 'registrations')::int, 3, 'and erased after that');
set local role authenticated;
select is((public.erase_person('crowd7@example.gr') ->> 'leads')::int, 1, 'a person’s erasure erases their registration’s lead');
reset role;
select is((select count(*)::int from public.event_registrations r join public.leads l on l.id = r.lead_id where l.email = 'crowd7@example.gr'), 0, 'and the registration with it');

select * from finish();
rollback;

-- What the concurrent part committed.
delete from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000e001';
delete from public.leads where email like 'crowd%@example.gr';
delete from public.events where id = '00000000-0000-4000-8000-00000000e001';
delete from private.intake_attempts where at >= (select at from started);
drop extension dblink;
