-- Identity, time and origin are set by the database for the API roles, whatever they send.
begin;
select plan(11);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select set_config('request.headers', '{"x-forwarded-for":"203.0.113.7, 10.0.0.1","user-agent":"test"}', true);

select lives_ok($$ insert into public.leads (id, created_at, submission_id, first_name, last_name, email, phone, lead_source)
  values ('20000000-0000-4000-8000-000000000001', '2001-01-01', '20000000-0000-4000-8000-0000000000aa',
          'Μαρία', 'Παπαδοπούλου', 'forged@example.gr', '6912345678', 'students_cta_form') $$,
  'anon may send an id and a creation time');
select lives_ok($$ insert into public.leads (first_name, last_name, email, phone, lead_source)
  values ('Ελένη', 'Δήμου', 'spec-payload@example.gr', '6912345677', 'students_cta_form') $$,
  'the specification''s payload, with no submission_id, is stored');
select lives_ok($$ insert into public.pdf_downloads (id, created_at, name, lastname, email, pdf_type, ip_address, user_agent)
  values ('20000000-0000-4000-8000-000000000002', '2001-01-01', 'Νίκος', 'Κ', 'forged@example.gr', 'career', '198.51.100.99', 'test') $$,
  'anon may send an address');
select lives_ok($$ insert into public.pdf_downloads (name, lastname, email, pdf_type, ip_address, user_agent)
  values ('Νίκος', 'Κ', 'spec-download@example.gr', 'career', '', 'test') $$,
  'the specification''s download payload (ip_address sent empty) is stored');
reset role;

select is((select count(*)::int from public.leads where id = '20000000-0000-4000-8000-000000000001'), 0, 'the lead got an id of the database''s');
select ok((select created_at > now() - interval '1 minute' from public.leads where email = 'forged@example.gr'), 'and its creation time is now');
select isnt((select submission_id from public.leads where email = 'spec-payload@example.gr'), null, 'a lead sent without submission_id gets one');
select is((select count(*)::int from public.pdf_downloads where id = '20000000-0000-4000-8000-000000000002'), 0, 'the download got an id of the database''s');
select is((select ip_address from public.pdf_downloads where email = 'forged@example.gr'), '203.0.113.7', 'its address comes from the request, not the body');
select is((select ip_address from public.pdf_downloads where email = 'spec-download@example.gr'), '203.0.113.7', 'an empty address is filled from the request too');

-- The owner (migrations, seeds) keeps what it writes.
insert into public.articles (id, created_at, title, slug) values ('20000000-0000-4000-8000-000000000003', '2001-01-01', 'Παλιό', 'palio');
select is((select created_at from public.articles where slug = 'palio'), '2001-01-01'::timestamptz, 'the owner''s rows keep their given times');

select * from finish();
rollback;
