-- leads and pdf_downloads: every command for anon, a signed-in visitor and an admin.
begin;
select plan(22);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000000a', 'admin@example.gr'),
  ('00000000-0000-4000-8000-00000000000b', 'visitor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-00000000000a', 'admin');
insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source)
values ('10000000-0000-4000-8000-000000000001', 'Ελένη', 'Δήμου', 'eleni@example.gr', '6900000001', 'students_cta_form');

-- anon
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select lives_ok($$ insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source)
  values (gen_random_uuid(), 'Μαρία', 'Παπαδοπούλου', 'maria@example.gr', '6912345678', 'students_cta_form') $$, 'anon inserts a lead');
select throws_ok($$ select * from public.leads $$, '42501', null, 'anon cannot read leads');
select throws_ok($$ update public.leads set phone = '6999999999' $$, '42501', null, 'anon cannot change leads');
select throws_ok($$ delete from public.leads $$, '42501', null, 'anon cannot delete leads');
select lives_ok($$ insert into public.pdf_downloads (name, lastname, email, pdf_type, ip_address, user_agent)
  values ('Νίκος', 'Κ', 'nikos@example.gr', 'career', '', 'test') $$, 'anon records a download');
select throws_ok($$ select * from public.pdf_downloads $$, '42501', null, 'anon cannot read downloads');
select throws_ok($$ delete from public.pdf_downloads $$, '42501', null, 'anon cannot delete downloads');
reset role;

-- signed-in, not admin
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000b","role":"authenticated"}', true);
select lives_ok($$ insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source)
  values (gen_random_uuid(), 'Γιώργος', 'Πέτρου', 'giorgos@example.gr', '6912345679', 'mixanografika_contact_form') $$, 'a visitor inserts a lead');
select is_empty($$ select * from public.leads $$, 'a visitor reads no leads');
select throws_ok($$ update public.leads set phone = '6999999999' $$, '42501', null, 'a visitor cannot change leads');
select throws_ok($$ delete from public.leads $$, '42501', null, 'a visitor cannot delete leads');
select lives_ok($$ insert into public.pdf_downloads (name, lastname, email, pdf_type) values ('Νίκος', 'Κ', 'nikos@example.gr', 'meta') $$,
  'a visitor records a download');
select throws_ok($$ select * from public.pdf_downloads $$, '42501', null, 'a visitor cannot read downloads');
select throws_ok($$ update public.pdf_downloads set name = 'x' $$, '42501', null, 'a visitor cannot change downloads');
reset role;

-- admin
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}', true);
select ok((select count(*) from public.leads) >= 1, 'an admin reads leads');
select throws_ok($$ update public.leads set phone = '6999999999' $$, '42501', null, 'an admin cannot change leads');
select throws_ok($$ delete from public.leads $$, '42501', null, 'an admin cannot delete leads');
select lives_ok($$ insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source)
  values (gen_random_uuid(), 'Άννα', 'Λάμπρου', 'anna@example.gr', '6912345670', 'seminaria_signup_form') $$, 'an admin inserts a lead');
select throws_ok($$ select * from public.pdf_downloads $$, '42501', null, 'an admin cannot read downloads either');
select throws_ok($$ delete from public.pdf_downloads $$, '42501', null, 'an admin cannot delete downloads');
reset role;

-- The same submission_id twice is refused: a retried insert never stores a lead twice.
set local role anon;
select throws_ok($$ insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source)
  values ('10000000-0000-4000-8000-000000000001', 'Ελένη', 'Δήμου', 'eleni@example.gr', '6900000001', 'students_cta_form') $$,
  '23505', null, 'a repeated submission_id is refused');
reset role;
select is((select count(*) from public.leads where submission_id = '10000000-0000-4000-8000-000000000001')::int, 1, 'and stored once');

select * from finish();
rollback;
