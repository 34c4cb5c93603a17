-- The lead inbox: status, note and erasure for admins only, who changed a status and when set by the
-- database, the accent-free search key, the indexes the inbox's queries use.
begin;
select plan(45);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000000a', 'admin@example.gr'),
  ('00000000-0000-4000-8000-00000000000b', 'visitor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-00000000000a', 'admin');
insert into public.leads (id, submission_id, first_name, last_name, email, phone, lead_source, company_name) values
  ('40000000-0000-4000-8000-000000000001', gen_random_uuid(), 'Μαρία', 'Παπαδοπούλου', 'Maria@Example.gr', '+30 691 234 5678', 'students_cta_form', null),
  ('40000000-0000-4000-8000-000000000002', gen_random_uuid(), 'Νίκος', 'Δήμου', 'nikos@example.gr', '6900000002', 'foreis_cta_form', 'Λύκειο'),
  ('40000000-0000-4000-8000-000000000003', gen_random_uuid(), 'Ελένη', 'Νικολάου_100%', 'eleni@example.gr', '2101234567', 'seminaria_signup_form', null);
update public.leads set created_at = now() - interval '1 hour' where id = '40000000-0000-4000-8000-000000000001';
update public.leads set created_at = now() - interval '3 days' where id = '40000000-0000-4000-8000-000000000003';

select is((select status::text from public.leads where id = '40000000-0000-4000-8000-000000000001'), 'new', 'a lead starts as new');
select is((select search_text from public.leads where id = '40000000-0000-4000-8000-000000000001'), 'μαρια παπαδοπουλου maria@example.gr +30 691 234 5678 306912345678',
  'its search key is folded: lower case, no accents, and the phone''s digits alone');

-- anon
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$ update public.leads set status = 'done' $$, '42501', null, 'anon cannot change a status');
select throws_ok($$ update public.leads set note = 'x' $$, '42501', null, 'anon cannot write a note');
select throws_ok($$ delete from public.leads $$, '42501', null, 'anon cannot erase a lead');
select throws_ok($$ select public.inbox_leads() $$, '42501', null, 'anon cannot read the inbox');
reset role;

-- signed in, not admin: the grant lets the statement run, row level security leaves it no rows
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000b","role":"authenticated"}', true);
select is_empty($$ update public.leads set status = 'done' returning id $$, 'a visitor changes no status');
select is_empty($$ update public.leads set note = 'x' returning id $$, 'a visitor writes no note');
select is_empty($$ delete from public.leads returning id $$, 'a visitor erases no lead');
select throws_ok($$ update public.leads set first_name = 'Χ' $$, '42501', null, 'a visitor cannot change a lead''s own fields');
select throws_ok($$ select public.inbox_leads() $$, '42501', 'permission denied for function inbox_leads', 'a visitor cannot read the inbox');
reset role;
select is((select count(*)::int from public.leads where id::text like '40000000%' and status = 'new' and note is null), 3, 'so nothing changed');

-- admin
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}', true);
select lives_ok($$ update public.leads set status = 'contacted' where id = '40000000-0000-4000-8000-000000000001' $$, 'an admin changes a status');
select is((select status_changed_by from public.leads where id = '40000000-0000-4000-8000-000000000001'), '00000000-0000-4000-8000-00000000000a'::uuid, 'which records who did');
select ok((select status_changed_at > now() - interval '1 minute' from public.leads where id = '40000000-0000-4000-8000-000000000001'), 'and when');
select lives_ok($$ update public.leads set note = 'Κλήση στις 17:00' where id = '40000000-0000-4000-8000-000000000001' $$, 'an admin writes a note');
select is((select status_changed_by from public.leads where id = '40000000-0000-4000-8000-000000000001'), '00000000-0000-4000-8000-00000000000a'::uuid, 'a note leaves the status''s history as it was');
select lives_ok($$ update public.leads set status = 'new' where id = '40000000-0000-4000-8000-000000000001' $$, 'and can move a status back');
select throws_ok($$ update public.leads set status_changed_by = '00000000-0000-4000-8000-00000000000b' $$, '42501', null, 'an admin cannot write who changed a status');
select throws_ok($$ update public.leads set status_changed_at = now() - interval '1 year' $$, '42501', null, 'nor when');
select throws_ok($$ update public.leads set email = 'other@example.gr' $$, '42501', null, 'nor what the visitor sent');
select throws_ok($$ update public.leads set status = 'lost' $$, '22P02', null, 'a status outside the three is refused');
select throws_ok($$ update public.leads set note = repeat('x', 5001) $$, '23514', null, 'a note over 5,000 characters is refused');
select results_eq($$ select id from public.leads where search_text like '%' || private.search_key('ΜΑΡΊΑ') || '%' $$,
  $$ values ('40000000-0000-4000-8000-000000000001'::uuid) $$, 'a search ignores case and accents');
-- The inbox's reads: newest first, the filters, the accent-free search with LIKE's characters as text, paging.
select is((select jsonb_array_length(public.inbox_leads() -> 'rows')), 3, 'an admin reads the inbox');
select is((public.inbox_leads() -> 'rows' -> 0 ->> 'id'), '40000000-0000-4000-8000-000000000002', 'newest first');
select ok(not (public.inbox_leads() -> 'rows' -> 0 ? 'search_text'), 'without the search key');
select is((public.inbox_leads(form => 'foreis_cta_form') ->> 'total')::int, 1, 'filtered by form, with the total');
select is((public.inbox_leads(status => 'contacted') ->> 'total')::int, 0, 'filtered by status');
select is((public.inbox_leads(received_before => now() - interval '1 day') -> 'rows' -> 0 ->> 'id'), '40000000-0000-4000-8000-000000000003', 'filtered by date');
select is((public.inbox_leads(search => 'ΜΑΡΊΑ') -> 'rows' -> 0 ->> 'id'), '40000000-0000-4000-8000-000000000001', 'a search ignores case and accents');
select is((public.inbox_leads(search => '691 234') ->> 'total')::int, 1, 'a phone is found as written');
-- A phone however it is typed: spaced, with +30 or 0030, against one stored as +30 691 234 5678 or 2101234567.
select is((public.inbox_leads(search => '691 234 5678') -> 'rows' -> 0 ->> 'id'), '40000000-0000-4000-8000-000000000001', 'a phone typed with spaces is found');
select is((public.inbox_leads(search => '+30 6912345678') ->> 'total')::int, 1, 'and with +30');
select is((public.inbox_leads(search => '0030 691 2345678') ->> 'total')::int, 1, 'and with 0030');
select is((public.inbox_leads(search => '(210) 123-4567') -> 'rows' -> 0 ->> 'id'), '40000000-0000-4000-8000-000000000003', 'and with brackets and a dash');
select is((public.inbox_leads(search => '_100%') ->> 'total')::int, 1, 'LIKE''s own characters are searched as text');
select is((public.inbox_leads(search => 'ου_') ->> 'total')::int, 1, 'and match only themselves');
select is((public.inbox_leads(search => 'α%α') ->> 'total')::int, 0, 'a % is no wildcard');
select is(public.inbox_leads(page_offset => 2, page_size => 2, with_total => false), '{"rows": [], "total": null}'::jsonb || jsonb_build_object('rows', public.inbox_leads(page_offset => 2, page_size => 2) -> 'rows'), 'pages, and the total only when asked');
select throws_ok($$ select public.inbox_leads(page_size => 5000) $$, '22023', null, 'no page over 1,000 rows');
select lives_ok($$ delete from public.leads where id = '40000000-0000-4000-8000-000000000002' $$, 'an admin erases a lead');
reset role;
select is((select count(*)::int from public.leads where id = '40000000-0000-4000-8000-000000000002'), 0, 'and it is gone');

select has_index('public', 'leads', 'leads_by_search', 'the search has its trigram index');
select has_index('public', 'leads', 'leads_by_status', 'the status filter has its index');

select * from finish();
rollback;
