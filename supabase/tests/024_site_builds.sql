-- The builds staff see (issue 64): only the service role records a build's start and end, an end is recorded once,
-- a failure names why from a fixed list, and only admins read the status, which keeps the last good build's time.
begin;
select plan(17);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000c9', 'builds-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000d9', 'builds-editor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000c9', 'admin');

set local role anon;
select throws_ok($$ select public.record_site_build_start() $$, '42501', null, 'a visitor may not report a build');
select throws_ok($$ select public.site_build_status() $$, '42501', null, 'nor read the builds');
select throws_ok($$ select count(*) from private.site_builds $$, '42501', null, 'nor the table');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000d9","role":"authenticated"}', true);
select throws_ok($$ select public.record_site_build_end(1, true) $$, '42501', null, 'a signed-in account may not report one');
select throws_ok($$ select public.site_build_status() $$, '42501', null, 'nor, without the admin role, read the status');
reset role;

set local role service_role;
create temporary table good_build on commit drop as select public.record_site_build_start() as id;
select is(public.record_site_build_end((select id from good_build), true), true, 'the build reports its success');
select is(public.record_site_build_end((select id from good_build), false, 'build-error'), false, 'and cannot change it afterwards');
create temporary table bad_build on commit drop as select public.record_site_build_start() as id;
select throws_ok($$ select public.record_site_build_end((select id from bad_build), false, 'rm -rf') $$, '23514', null,
  'a failure outside the list is refused');
select throws_ok($$ select public.record_site_build_end((select id from bad_build), false, 'content-invalid', '<b>company</b>') $$, '23514', null,
  'and a document that is not a key');
select is(public.record_site_build_end((select id from bad_build), false, 'content-invalid', 'company'), true,
  'the next build reports the document it refused');
select is(public.record_site_build_end(-1, true), false, 'a build that was never started ends nothing');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000c9","role":"authenticated"}', true);
select results_eq($$ select latest_outcome, latest_failure, latest_document from public.site_build_status() $$,
  $$ values ('failed'::text, 'content-invalid'::text, 'company'::text) $$, 'an admin reads the newest build and why it failed');
select ok((select last_good_at from public.site_build_status()) is not null, 'and when the last good build ended');
select is((select count(*) from public.site_build_status()), 1::bigint, 'one row');
select throws_ok($$ select count(*) from private.site_builds $$, '42501', null, 'but not the table itself');
reset role;

set local role service_role;
create temporary table missing_reason on commit drop as select public.record_site_build_start() as id;
select is(public.record_site_build_end((select id from missing_reason), false), true, 'a failure without a reason is recorded');
reset role;
set local role authenticated;
select is((select latest_failure from public.site_build_status()), 'build-error', 'as an error of the build itself');
reset role;
select * from finish();
rollback;
