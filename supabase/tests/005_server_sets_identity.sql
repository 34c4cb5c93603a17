-- Identity and time are set by the database, whatever a writer sends: the intake's functions take no id
-- or creation time at all, and an admin's article gets the database's own.
begin;
select plan(7);

insert into auth.users (id, email) values ('00000000-0000-4000-8000-00000000000a', 'admin@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-00000000000a', 'admin');

set local role service_role;
select lives_ok($$ select public.intake_lead('{"id":"20000000-0000-4000-8000-000000000001","created_at":"2001-01-01","first_name":"Μαρία","last_name":"Παπαδοπούλου","email":"forged@example.gr","phone":"6912345678","lead_source":"students_cta_form"}', 'identity-test', 5, 600) $$,
  'the intake takes a lead whatever else it carries');
select lives_ok($$ select public.record_download('{"id":"20000000-0000-4000-8000-000000000002","created_at":"2001-01-01","ip_address":"198.51.100.99","name":"Νίκος","lastname":"Κ","email":"forged@example.gr","pdf_type":"career"}', 'identity-test', 5, 600) $$,
  'and a download record');
reset role;

select is((select count(*)::int from public.leads where id = '20000000-0000-4000-8000-000000000001'), 0, 'the lead got an id of the database''s');
select ok((select created_at > now() - interval '1 minute' from public.leads where email = 'forged@example.gr'), 'and its creation time is now');
select is((select ip_address from public.pdf_downloads where email = 'forged@example.gr'), '', 'a download''s address is stored empty, as the specification sends it');

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}', true);
insert into public.articles (id, created_at, title, slug) values ('20000000-0000-4000-8000-000000000003', '2001-01-01', 'Νέο', 'neo');
reset role;
select is((select count(*)::int from public.articles where id = '20000000-0000-4000-8000-000000000003'), 0, 'an admin''s article gets an id of the database''s');

-- The owner (migrations, seeds) keeps what it writes.
insert into public.articles (id, created_at, title, slug) values ('20000000-0000-4000-8000-000000000004', '2001-01-01', 'Παλιό', 'palio');
select is((select created_at from public.articles where slug = 'palio'), '2001-01-01'::timestamptz, 'the owner''s rows keep their given times');

select * from finish();
rollback;
