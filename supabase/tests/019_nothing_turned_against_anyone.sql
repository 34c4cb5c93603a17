-- What an outsider turned against people (issue 61): seats taken by invented people from one address, a second event
-- within five minutes answered and never stored, promotions nobody was told of, an erased registration's seat given to
-- nobody, one submission id attaching a registration to another person's lead; and the mailbox a confirmation goes to.
begin;
select plan(33);

create function pg_temp.register(mail text, phone text, event uuid, people int default 1, client text default '198.51.100.20',
  submission uuid default null, class text default 'lyk2')
returns jsonb language sql as $$
  select public.register_for_event(
    jsonb_strip_nulls(jsonb_build_object('first_name', 'Μαθητής', 'last_name', 'Ημερίδας', 'email', mail, 'phone', phone, 'submission_id', submission)),
    jsonb_build_object('event_id', event, 'people', people, 'pupil_class', class), client, 1000, 600)
$$;
create function pg_temp.lead(mail text, phone text, source text, submission uuid, client text default '198.51.100.30') returns jsonb language sql as $$
  select public.intake_lead(jsonb_build_object('first_name', 'Άννα', 'last_name', 'Κώστα', 'email', mail, 'phone', phone,
    'lead_source', source, 'submission_id', submission), client, 1000, 600)
$$;
create function pg_temp.notices(registration uuid) returns text[] language sql as $$
  select coalesce(array_agg(kind order by id), '{}') from private.event_notices where registration_id = registration
$$;

insert into public.events (id, title, audience, starts_at, ends_at, address, city, seats, published) values
  ('00000000-0000-4000-8000-00000000f001', 'Ημερίδα Α', 'pupils', now() + interval '10 days', now() + interval '10 days 4 hours', 'Πανεπιστημίου 30', 'Αθήνα', 80, true),
  ('00000000-0000-4000-8000-00000000f002', 'Ημερίδα Β', 'pupils', now() + interval '11 days', now() + interval '11 days 4 hours', 'Πανεπιστημίου 30', 'Αθήνα', 80, true),
  ('00000000-0000-4000-8000-00000000f003', 'Ημερίδα Γ', 'parents', now() + interval '12 days', now() + interval '12 days 4 hours', 'Πανεπιστημίου 30', 'Αθήνα', 2, true);

-- Seats per address: eight invented people of ten seats each from one address took all 80 before.
create temporary table script as
  select n, pg_temp.register('invented' || n || '@example.gr', '69555000' || lpad(n::text, 2, '0'), '00000000-0000-4000-8000-00000000f001', 10) as answer
  from generate_series(1, 8) as n;
select is((select count(*)::int from script where answer ->> 'status' = 'stored'), 2, 'one address holds at most 20 seats of an event: two of ten');
select is((select count(*)::int from script where answer ->> 'status' = 'seat_limit'), 6, 'the other six are refused as over the address’s seats');
select is((select sum(people)::int from public.event_registrations where event_id = '00000000-0000-4000-8000-00000000f001'), 20, 'and hold nothing');
select is(pg_temp.register('family@example.gr', '6955510001', '00000000-0000-4000-8000-00000000f001', 4, '198.51.100.21') ->> 'status', 'stored',
  'another address still registers');
select is(pg_temp.register('invented1@example.gr', '6955500001', '00000000-0000-4000-8000-00000000f002', 10) ->> 'status', 'stored',
  'and the first address another event');

-- One person, one registration per event; two events are two registrations, however close together.
create temporary table person as select pg_temp.register('maria@example.gr', '6912300001', '00000000-0000-4000-8000-00000000f002', 2, '198.51.100.40') as first;
select is((select first ->> 'status' from person), 'stored', 'a person registers for an event');
select is((select r ->> 'status' from person, pg_temp.register('Maria+imerida@Example.gr', '6990000000', '00000000-0000-4000-8000-00000000f002', 5, '198.51.100.41') as r),
  'duplicate', 'the same person again (their mailbox, from another address) is answered as the same');
select is((select count(*)::int from public.event_registrations r join public.leads l on l.id = r.lead_id where l.email ilike 'maria%'), 1, 'one registration is held');
select is((select r ->> 'status' from pg_temp.register('her.husband@example.gr', '+30 691 230 0001', '00000000-0000-4000-8000-00000000f002', 1, '198.51.100.42') as r),
  'stored', 'another mailbox on the same phone is another person (a family shares a phone): a registration of their own');
select is((select people from public.event_registrations where id = (select (first ->> 'registration_id')::uuid from person)), 2::smallint, 'for the people first asked');
select is(pg_temp.register('maria@example.gr', '6912300001', '00000000-0000-4000-8000-00000000f001', 1, '198.51.100.40') ->> 'status', 'stored',
  'a second event within five minutes is stored (the double-post check names the event)');
select is((select count(*)::int from public.event_registrations r join public.leads l on l.id = r.lead_id where l.email = 'maria@example.gr'), 2,
  'two events, two registrations');

-- A submission id names one lead.
create temporary table students as select gen_random_uuid() as submission;
select is((select pg_temp.lead('nikos@example.gr', '6912300002', 'students_cta_form', submission) ->> 'status' from students), 'stored', 'a students lead');
select is((select pg_temp.lead('nikos@example.gr', '6912300002', 'students_cta_form', submission) ->> 'status' from students), 'duplicate', 'its resend is the same lead');
select is((select pg_temp.lead('someone.else@example.gr', '6912300003', 'students_cta_form', submission) ->> 'status' from students), 'conflict',
  'another person’s lead with its id is a conflict, never stored under it');
select is((select pg_temp.register('eleni@example.gr', '6912300004', '00000000-0000-4000-8000-00000000f001', 1, '198.51.100.43', submission) ->> 'status' from students),
  'conflict', 'a registration carrying a students lead’s id is a conflict');
select is((select count(*)::int from public.event_registrations r join public.leads l on l.id = r.lead_id, students where l.submission_id = students.submission), 0,
  'and no registration is attached to that lead');

-- Promotions, on every path, each with its notice: seats raised, a registration cancelled, a registration erased.
create temporary table small as
  select n, pg_temp.register('parent' || n || '@example.gr', '69777000' || lpad(n::text, 2, '0'), '00000000-0000-4000-8000-00000000f003', 1, '198.51.100.5' || n) as answer
  from generate_series(1, 5) as n;
select is((select array_agg(answer ->> 'state' order by n) from small), array['confirmed', 'confirmed', 'waiting', 'waiting', 'waiting'], 'two seats, three waiting');
create temporary table reg as select n, (answer ->> 'registration_id')::uuid as id from small;
grant select on reg to service_role;
-- One transaction has one now(): the order they came in, as separate requests would have it.
update public.event_registrations as r set created_at = now() + reg.n * interval '1 second' from reg where reg.id = r.id;
update public.events set seats = 3 where id = '00000000-0000-4000-8000-00000000f003';
select is((select state::text from public.event_registrations where id = (select id from reg where n = 3)), 'confirmed', 'a seat more goes to the first in line');
select is(pg_temp.notices((select id from reg where n = 3)), array['promoted'], 'who is told');
select is((public.cancel_registration((select id from reg where n = 1)) ->> 'status'), 'cancelled', 'a registrant cancels');
select is((select state::text from public.event_registrations where id = (select id from reg where n = 4)), 'confirmed', 'their seat goes to the next in line');
select is(pg_temp.notices((select id from reg where n = 4)), array['promoted'], 'who is told');
delete from public.leads where id = (select lead_id from public.event_registrations where id = (select id from reg where n = 2));
select is((select state::text from public.event_registrations where id = (select id from reg where n = 5)), 'confirmed',
  'a person’s erasure frees their seat for the last in line');
select is(pg_temp.notices((select id from reg where n = 5)), array['promoted'], 'who is told');
select is((select count(*)::int from private.event_notices n join reg on reg.id = n.registration_id where reg.n in (1, 2)), 0,
  'nobody who left is told anything');
set local role service_role;
select is((select array_agg(c ->> 'kind' order by c ->> 'registration_id') from jsonb_array_elements(public.claim_event_notices(now())) as c
  where (c ->> 'registration_id')::uuid in (select id from reg)), array['promoted', 'promoted', 'promoted'], 'the notices go out with the others');
reset role;

-- A confirmation goes to a mailbox at most three times a day, however its address is written.
select is(private.mailbox_of(' Victim+1@Example.org '), 'victim@example.org', 'a +tag and case are one mailbox');
select is(private.mailbox_of('v.i.c.t.i.m+x@googlemail.com'), 'victim@gmail.com', 'Gmail’s dots too');
select is(private.mailbox_of('v.i.c.t.i.m@example.org'), 'v.i.c.t.i.m@example.org', 'dots elsewhere are part of the address');
create temporary table confirmations as
  select n, (pg_temp.lead(format('victim+%s@example.org', n), '6988800' || lpad(n::text, 3, '0'), 'students_cta_form', gen_random_uuid(), '198.51.100.' || (60 + n)) ->> 'confirm')::boolean as sent
  from generate_series(1, 5) as n;
select is((select array_agg(sent order by n) from confirmations), array[true, true, true, false, false], 'victim+1@ to victim+5@ share one budget of three');
create temporary table class as
  select n, (pg_temp.lead(format('pupil%s@example.gr', n), '6944400' || lpad(n::text, 3, '0'), 'students_cta_form', gen_random_uuid(), '198.51.100.99') ->> 'confirm')::boolean as sent
  from generate_series(1, 32) as n;
select is((select count(*)::int from class where sent), 30, 'one address gets 30 confirmations a day: a class fits');
select is((select count(*)::int from public.leads where email like 'pupil%@example.gr'), 32, 'every lead is stored all the same');

select * from finish();
rollback;
