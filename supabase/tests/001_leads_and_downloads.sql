-- leads and pdf_downloads: every command for anon, a signed-in visitor and an admin. Nobody but the
-- intake (the service role, through public.intake_lead and public.record_download) writes either table.
begin;
select plan(32);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000000a', 'admin@example.gr'),
  ('00000000-0000-4000-8000-00000000000b', 'visitor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-00000000000a', 'admin');
insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source)
values ('10000000-0000-4000-8000-000000000001', 'Ελένη', 'Δήμου', 'eleni@example.gr', '6900000001', 'students_cta_form');
insert into public.pdf_downloads (name, lastname, email, pdf_type) values ('Νίκος', 'Κ', 'nikos@example.gr', 'career');

create function pg_temp.one_lead() returns text language sql as $$
  select $q$ insert into public.leads (first_name, last_name, email, phone, lead_source)
    values ('Μαρία', 'Παπαδοπούλου', 'maria@example.gr', '6912345678', 'students_cta_form') $q$
$$;
create function pg_temp.many_leads() returns text language sql as $$
  select $q$ insert into public.leads (first_name, last_name, email, phone, lead_source)
    select 'Μαρία', 'Παπαδοπούλου', 'bulk' || n || '@example.gr', '6912345678', 'students_cta_form' from generate_series(1, 1000) n $q$
$$;
create function pg_temp.one_download() returns text language sql as $$
  select $q$ insert into public.pdf_downloads (name, lastname, email, pdf_type) values ('Νίκος', 'Κ', 'nikos@example.gr', 'career') $q$
$$;
create function pg_temp.intake() returns text language sql as $$
  select $q$ select public.intake_lead('{"first_name":"Μαρία","last_name":"Παπαδοπούλου","email":"maria@example.gr","phone":"6912345678","lead_source":"students_cta_form"}', 'x', 5, 600) $q$
$$;
create function pg_temp.download() returns text language sql as $$
  select $q$ select public.record_download('{"name":"Νίκος","lastname":"Κ","email":"nikos@example.gr","pdf_type":"career"}', 'x', 5, 600) $q$
$$;

-- anon
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok(pg_temp.one_lead(), '42501', null, 'anon cannot insert a lead');
select throws_ok(pg_temp.many_leads(), '42501', null, 'anon cannot insert leads in bulk');
select throws_ok($$ select * from public.leads $$, '42501', null, 'anon cannot read leads');
select throws_ok($$ update public.leads set phone = '6999999999' $$, '42501', null, 'anon cannot change leads');
select throws_ok($$ delete from public.leads $$, '42501', null, 'anon cannot delete leads');
select throws_ok(pg_temp.one_download(), '42501', null, 'anon cannot record a download');
select throws_ok($$ select * from public.pdf_downloads $$, '42501', null, 'anon cannot read downloads');
select throws_ok($$ delete from public.pdf_downloads $$, '42501', null, 'anon cannot delete downloads');
select throws_ok(pg_temp.intake(), '42501', null, 'anon cannot call the intake');
select throws_ok(pg_temp.download(), '42501', null, 'anon cannot call the download record');
reset role;

-- signed-in, not admin
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000b","role":"authenticated"}', true);
select throws_ok(pg_temp.one_lead(), '42501', null, 'a visitor cannot insert a lead');
select throws_ok(pg_temp.many_leads(), '42501', null, 'a visitor cannot insert leads in bulk');
select is_empty($$ select * from public.leads $$, 'a visitor reads no leads');
select throws_ok($$ update public.leads set phone = '6999999999' $$, '42501', null, 'a visitor cannot change leads');
select is_empty($$ delete from public.leads returning id $$, 'a visitor deletes no lead');
select throws_ok(pg_temp.one_download(), '42501', null, 'a visitor cannot record a download');
select is_empty($$ select * from public.pdf_downloads $$, 'a visitor reads no downloads');
select throws_ok($$ update public.pdf_downloads set name = 'x' $$, '42501', null, 'a visitor cannot change downloads');
select throws_ok(pg_temp.intake(), '42501', null, 'a visitor cannot call the intake');
select throws_ok(pg_temp.download(), '42501', null, 'a visitor cannot call the download record');
reset role;

-- admin
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}', true);
select ok((select count(*) from public.leads) >= 1, 'an admin reads leads');
select throws_ok(pg_temp.one_lead(), '42501', null, 'an admin cannot insert a lead either');
select throws_ok($$ update public.leads set phone = '6999999999' $$, '42501', null, 'an admin cannot change what a visitor sent (status, note and erasure: 007)');
select ok((select count(*) from public.pdf_downloads) >= 1, 'an admin reads downloads');
select throws_ok(pg_temp.one_download(), '42501', null, 'an admin cannot record a download');
select throws_ok($$ update public.pdf_downloads set name = 'x' $$, '42501', null, 'an admin cannot change downloads');
select throws_ok($$ delete from public.pdf_downloads $$, '42501', null, 'an admin cannot delete downloads');
select throws_ok(pg_temp.intake(), '42501', null, 'an admin cannot call the intake');
select throws_ok(pg_temp.download(), '42501', null, 'an admin cannot call the download record');
reset role;

-- The same submission_id twice is refused: a retried insert never stores a lead twice.
select throws_ok($$ insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source)
  values ('10000000-0000-4000-8000-000000000001', 'Ελένη', 'Δήμου', 'eleni@example.gr', '6900000001', 'students_cta_form') $$,
  '23505', null, 'a repeated submission_id is refused');
select is((select count(*) from public.leads where submission_id = '10000000-0000-4000-8000-000000000001')::int, 1, 'and stored once');
select is((select count(*) from public.leads where email like 'bulk%')::int, 0, 'no bulk insert got through');

select * from finish();
rollback;
