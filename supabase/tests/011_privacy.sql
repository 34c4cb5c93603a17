-- Privacy by design (issue 35): the consent stored with a lead, retention that erases exactly what is past
-- its window (times set explicitly, no sleeping), and a person's records found and erased by admins only,
-- each request logged without the person's data.
begin;
select plan(38);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a1', 'privacy-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000b1', 'privacy-visitor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a1', 'admin');

-- 1. Consent with the lead, whole or not at all.
select is(
  public.intake_lead('{"lead_source":"students_cta_form","first_name":"Μαρία","last_name":"Παπά","email":"consent@example.gr","phone":"6912345678","ad_consent":true,"ad_consent_at":"2026-11-20T10:00:00Z","notice_version":"1.0"}'::jsonb, 'privacy-test', 100, 600) ->> 'status',
  'stored', 'the intake stores a lead with its answer');
select results_eq($$ select ad_consent, ad_consent_at, notice_version from public.leads where email = 'consent@example.gr' $$,
  $$ values (true, '2026-11-20T10:00:00Z'::timestamptz, '1.0') $$, 'the answer, when it was given and under which notice');
select is(
  public.intake_lead('{"lead_source":"students_cta_form","first_name":"Νίκος","last_name":"Δήμου","email":"noanswer@example.gr","phone":"6912345679"}'::jsonb, 'privacy-test', 100, 600) ->> 'status',
  'stored', 'a lead without an answer is stored all the same');
select results_eq($$ select ad_consent is null and ad_consent_at is null and notice_version is null from public.leads where email = 'noanswer@example.gr' $$, $$ values (true) $$, 'with no answer recorded');
select throws_ok($$ update public.leads set ad_consent = false where email = 'noanswer@example.gr' $$, '23514', null, 'an answer without its time and notice version is refused');
select throws_ok($$ update public.leads set ad_consent = true, ad_consent_at = now(), notice_version = 'v1; drop' where email = 'noanswer@example.gr' $$, '23514', null, 'a malformed notice version is refused');

-- 2. Retention: leads 24 months after their last status change (or arrival), downloads after 12.
create function pg_temp.lead(mail text, arrived interval, changed interval default null) returns void language sql as $$
  insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source, created_at, status, status_changed_at)
  values (gen_random_uuid(), 'Τεστ', 'Διατήρηση', mail, '6912345670', 'students_cta_form', now() - arrived,
    case when changed is null then 'new' else 'contacted' end::public.lead_status, now() - changed)
$$;
select pg_temp.lead('old-untouched@example.gr', interval '25 months');
select pg_temp.lead('old-arrival-recent-call@example.gr', interval '30 months', interval '3 months');
select pg_temp.lead('old-call@example.gr', interval '40 months', interval '24 months 1 day');
select pg_temp.lead('young@example.gr', interval '23 months');
insert into public.pdf_downloads (name, lastname, email, pdf_type, created_at) values
  ('Α', 'Β', 'old-download@example.gr', 'career', now() - interval '13 months'),
  ('Γ', 'Δ', 'young-download@example.gr', 'meta', now() - interval '11 months');

select is((public.apply_retention() - 'submission_ids'), '{"leads": 2, "downloads": 1, "registrations": 0}'::jsonb, 'one run erases two expired leads and one download');
select is((select count(*)::int from public.leads where email in ('old-untouched@example.gr', 'old-call@example.gr')), 0, 'the lead untouched for 25 months and the one last called 24 months ago are gone');
select is((select count(*)::int from public.leads where email in ('old-arrival-recent-call@example.gr', 'young@example.gr')), 2, 'a lead called recently, however old, and a young one stay');
select is((select count(*)::int from public.pdf_downloads where email = 'old-download@example.gr'), 0, 'the 13-month-old download is gone');
select is((select count(*)::int from public.pdf_downloads where email = 'young-download@example.gr'), 1, 'the 11-month-old one stays');
select is((select count(*)::int from public.leads where email in ('consent@example.gr', 'noanswer@example.gr')), 2, 'today''s leads stay');
select results_eq($$ select leads_erased, downloads_erased from public.retention_runs order by id desc limit 1 $$, $$ values (2, 1) $$, 'the run is logged with its counts');
select is((select count(*)::int from information_schema.columns where table_schema = 'public' and table_name = 'retention_runs' and column_name not in ('id', 'ran_at', 'lead_cutoff', 'download_cutoff', 'leads_erased', 'downloads_erased', 'registrations_erased')), 0, 'and nothing else: no personal data in the log');
select is((public.apply_retention() - 'submission_ids'), '{"leads": 0, "downloads": 0, "registrations": 0}'::jsonb, 'a second run finds nothing more');
select is((public.apply_retention(now() + interval '21 months 1 day') ->> 'leads')::int, 2, 'run as of a later date, the leads that will then be past their window go');
select is((select lead_months from private.retention_settings), 24, 'the defaults are 24 months for leads');
select is((select download_months from private.retention_settings), 12, 'and 12 months for downloads');

-- 3. A person's records: admins only.
insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source) values
  (gen_random_uuid(), 'Ελένη', 'Οικονόμου', 'Eleni@Example.gr', '+30 691 111 2222', 'students_cta_form'),
  (gen_random_uuid(), 'Ελένη', 'Οικονόμου', 'other@example.gr', '6911112222', 'seminaria_signup_form'),
  (gen_random_uuid(), 'Άλλος', 'Άνθρωπος', 'someone@example.gr', '6933334444', 'students_cta_form');
insert into public.pdf_downloads (name, lastname, email, pdf_type) values ('Ελένη', 'Οικονόμου', 'ELENI@example.gr', 'career');

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$ select public.person_records('eleni@example.gr') $$, '42501', null, 'anon cannot look a person up');
select throws_ok($$ select public.erase_person('eleni@example.gr') $$, '42501', null, 'nor erase one');
select throws_ok($$ select * from public.person_requests $$, '42501', null, 'nor read the request log');
select throws_ok($$ select public.apply_retention() $$, '42501', null, 'nor run the retention');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b1","role":"authenticated"}', true);
select throws_ok($$ select public.person_records('eleni@example.gr') $$, '42501', null, 'a signed-in visitor cannot look a person up');
select throws_ok($$ select public.erase_person('eleni@example.gr') $$, '42501', null, 'nor erase one');
select is_empty($$ select * from public.person_requests $$, 'nor sees the request log');
select is_empty($$ select * from public.retention_runs $$, 'nor the retention log');
select throws_ok($$ select public.apply_retention() $$, '42501', null, 'nor runs the retention');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a1","role":"authenticated"}', true);
select is((select jsonb_array_length(public.person_records('  ELENI@example.gr ') -> 'leads')), 1, 'an admin finds a person''s leads by e-mail, whatever its case and spaces');
select is((select jsonb_array_length(public.person_records('eleni@example.gr') -> 'downloads')), 1, 'and their downloads');
select is((select jsonb_array_length(public.person_records(null, '691 111 2222') -> 'leads')), 2, 'by phone, normalised as the conversion normalises it');
select throws_ok($$ select public.person_records(null, '12345') $$, '22023', null, 'a phone of fewer than ten digits finds nobody');
select throws_ok($$ select public.person_records('eleni@example.gr', null, 'sell') $$, '22023', null, 'a request is a lookup or an export');
select is((public.erase_person(null, '+30 6911112222') - 'submission_ids'), '{"leads": 2, "downloads": 0}'::jsonb, 'an admin erases every lead of a phone number');
select is((public.erase_person('eleni@example.gr') - 'submission_ids'), '{"leads": 0, "downloads": 1}'::jsonb, 'and then the e-mail''s download');
select is((select count(*)::int from public.leads where phone in ('+30 691 111 2222', '6911112222')), 0, 'nothing of the person is left');
select is((select count(*)::int from public.leads where email = 'someone@example.gr'), 1, 'nobody else is touched');
select results_eq($$ select action, leads, downloads from public.person_requests order by id $$,
  $$ values ('lookup', 1, 1), ('lookup', 1, 1), ('lookup', 2, 0), ('erase', 2, 0), ('erase', 0, 1) $$, 'every request is logged, as counts');
select is((select count(*)::int from public.person_requests where admin_id = '00000000-0000-4000-8000-0000000000a1'), 5, 'with the admin who made it');
reset role;

select * from finish();
rollback;
