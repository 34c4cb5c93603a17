-- An event's versions (issue 64): a save that changes what an event says or where is a version with who and when; its
-- time, seats, publishing and cancelling are not; nobody writes, changes or removes a version, the owner included,
-- except as the event's own deletion removes them all; visitors and staff without the admin role read none; a restore
-- is an admin's, a new version that names the one it brings back, and leaves time, seats and status as they were.
begin;
select plan(20);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a9', 'events-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000b9', 'events-editor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a9', 'admin');
insert into public.events (id, title, audience, description, starts_at, ends_at, address, city, seats, published)
  values ('00000000-0000-4000-8000-00000000e111', 'Πρώτη ημερίδα', 'parents', 'Για γονείς.',
    pg_catalog.now() + interval '10 days', pg_catalog.now() + interval '10 days 2 hours', 'Σταδίου 1', 'Αθήνα', 40, true);

select results_eq($$ select number, title, saved_by from public.event_versions where event_id = '00000000-0000-4000-8000-00000000e111' $$,
  $$ values (1, 'Πρώτη ημερίδα', null::uuid) $$, 'a new event is its version 1');
select ok((select count(*) from public.event_versions) > 1 and not exists (
    select 1 from public.events as e where not exists (select 1 from public.event_versions as v where v.event_id = e.id)),
  'every seeded event has its first version');

-- A visitor.
set local role anon;
select throws_ok($$ select count(*) from public.event_versions $$, '42501', null, 'a visitor reads no version');
select throws_ok($$ select public.restore_event_version('00000000-0000-4000-8000-00000000e111', 1) $$, '42501', null, 'nor restores');

-- Signed in without the admin role.
reset role;
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b9","role":"authenticated"}', true);
select is((select count(*)::int from public.event_versions), 0, 'a signed-in non-admin reads no version');
select throws_ok($$ select public.restore_event_version('00000000-0000-4000-8000-00000000e111', 1) $$, '42501', null, 'nor restores');

-- An admin.
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a9","role":"authenticated"}', true);
update public.events set title = 'Ημερίδα για γονείς', address = null, city = null, online_url = 'https://meet.example.gr/imerida'
  where id = '00000000-0000-4000-8000-00000000e111';
select results_eq($$ select number, title, online_url, address, saved_by_email from public.event_versions
    where event_id = '00000000-0000-4000-8000-00000000e111' order by number desc limit 1 $$,
  $$ values (2, 'Ημερίδα για γονείς', 'https://meet.example.gr/imerida', null::text, 'events-admin@example.gr') $$,
  'an admin''s save is version 2, with who saved it');
update public.events set seats = 60 where id = '00000000-0000-4000-8000-00000000e111';
update public.events set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day'
  where id = '00000000-0000-4000-8000-00000000e111';
update public.events set published = false where id = '00000000-0000-4000-8000-00000000e111';
update public.events set title = 'Ημερίδα για γονείς' where id = '00000000-0000-4000-8000-00000000e111';
select is((select max(number) from public.event_versions where event_id = '00000000-0000-4000-8000-00000000e111'), 2,
  'seats, the time, withdrawing and a save that changes nothing make no version');
select is((select count(*)::int from public.event_versions where event_id = '00000000-0000-4000-8000-00000000e111'), 2, 'an admin reads them');
select throws_ok($$ insert into public.event_versions (event_id, number, title, audience, description) values
    ('00000000-0000-4000-8000-00000000e111', 9, 'x', 'parents', '') $$, '42501', null, 'but writes none directly');
select throws_ok($$ update public.event_versions set title = 'x' $$, '42501', null, 'nor changes one');
select throws_ok($$ delete from public.event_versions $$, '42501', null, 'nor removes one');

select is(public.restore_event_version('00000000-0000-4000-8000-00000000e111', 1), 3, 'restoring version 1 is version 3');
select results_eq($$ select title, address, city, online_url, seats, published, status::text,
      starts_at > pg_catalog.now() + interval '10 days 12 hours' from public.events
    where id = '00000000-0000-4000-8000-00000000e111' $$,
  $$ values ('Πρώτη ημερίδα', 'Σταδίου 1', 'Αθήνα', null::text, 60, false, 'scheduled', true) $$,
  'the event says what version 1 said, where it said, with its seats, state and time as they were');
select results_eq($$ select restores, saved_by_email from public.event_versions
    where event_id = '00000000-0000-4000-8000-00000000e111' and number = 3 $$,
  $$ values (1, 'events-admin@example.gr') $$, 'version 3 names the version it restores and who restored it');
update public.events set description = 'Για γονείς μαθητών Λυκείου.' where id = '00000000-0000-4000-8000-00000000e111';
select is((select restores from public.event_versions where event_id = '00000000-0000-4000-8000-00000000e111' and number = 4), null,
  'the next save restores nothing');
select throws_ok($$ select public.restore_event_version('00000000-0000-4000-8000-00000000e111', 99) $$, 'PT404', null,
  'a version that does not exist is a 404');

-- The owner.
reset role;
select throws_ok($$ update public.event_versions set title = 'x' $$, '42501', null, 'the owner changes no version either');
select throws_ok($$ delete from public.event_versions where number = 1 $$, '42501', null, 'nor removes one');
delete from public.events where id = '00000000-0000-4000-8000-00000000e111';
select is((select count(*)::int from public.event_versions where event_id = '00000000-0000-4000-8000-00000000e111'), 0,
  'an event deleted takes its versions with it');

select * from finish();
rollback;
