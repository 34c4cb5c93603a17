-- One person, one history (issue 36): the same person's leads and downloads, matched by e-mail or by the
-- normalised phone, for admins only; the inbox marks a lead whose person wrote before; the lookups are indexed.
begin;
select plan(10);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a3', 'history-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000b3', 'history-editor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a3', 'admin');

-- Monday /students by e-mail, Tuesday a sample, Wednesday /seminaria with another e-mail but the same phone written differently.
insert into public.leads (id, submission_id, first_name, last_name, email, phone, lead_source, created_at) values
  ('10000000-0000-4000-8000-000000000001', gen_random_uuid(), 'Ελένη', 'Οικονόμου', 'Eleni@Example.gr', '6912345600', 'students_cta_form', '2026-11-23 09:00+02'),
  ('10000000-0000-4000-8000-000000000002', gen_random_uuid(), 'Ελένη', 'Οικονόμου', 'eleni.work@example.gr', '+30 691 234 5600', 'seminaria_signup_form', '2026-11-25 09:00+02'),
  ('10000000-0000-4000-8000-000000000003', gen_random_uuid(), 'Άλλος', 'Άνθρωπος', 'other@example.gr', '6999999999', 'students_cta_form', '2026-11-25 10:00+02');
insert into public.pdf_downloads (id, name, lastname, email, pdf_type, created_at) values
  ('20000000-0000-4000-8000-000000000001', 'Ελένη', 'Οικονόμου', 'ELENI@example.gr', 'career', '2026-11-24 09:00+02');

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a3","role":"authenticated"}', true);
select is(
  (select array(select e ->> 'id' from jsonb_array_elements(public.person_history('10000000-0000-4000-8000-000000000001') -> 'leads') e)),
  array['10000000-0000-4000-8000-000000000002'], 'the first lead lists the later one, matched by the phone');
select is(
  (select array(select e ->> 'id' from jsonb_array_elements(public.person_history('10000000-0000-4000-8000-000000000001') -> 'downloads') e)),
  array['20000000-0000-4000-8000-000000000001'], '...and the download, matched by the e-mail whatever its case');
select is(
  (select array(select e ->> 'id' from jsonb_array_elements(public.person_history('10000000-0000-4000-8000-000000000002') -> 'leads') e)),
  array['10000000-0000-4000-8000-000000000001'], 'the later lead lists the first one');
select is(jsonb_array_length(public.person_history('10000000-0000-4000-8000-000000000002') -> 'downloads'), 0, 'its other e-mail downloaded nothing');
select is(public.person_history('10000000-0000-4000-8000-000000000003'), '{"leads": [], "downloads": []}'::jsonb, 'someone else has no history');
select is(
  (select array(select (r ->> 'repeat_contact')::boolean from jsonb_array_elements(public.inbox_leads(search => 'example.gr', received_from => '2026-11-23', received_before => '2026-11-26') -> 'rows') r
    where r ->> 'id' like '10000000-%' order by r ->> 'id')),
  array[false, true, false], 'the inbox marks only the lead whose person wrote before');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b3","role":"authenticated"}', true);
select throws_ok($$ select public.person_history('10000000-0000-4000-8000-000000000001') $$, '42501', null, 'a signed-in user without the admin role is refused');
reset role;
set local role anon;
select throws_ok($$ select public.person_history('10000000-0000-4000-8000-000000000001') $$, '42501', null, 'a visitor may not even call it');
reset role;

select has_index('public', 'leads', 'leads_by_person_phone', 'the normalised phone is indexed');
select has_index('public', 'pdf_downloads', 'pdf_downloads_by_person_email', 'downloads are indexed by the normalised e-mail');

select * from finish();
rollback;
