-- The build hook's debounce: only the newest request is claimed, once; only the service role asks.
begin;
select plan(7);

set local role anon;
select throws_ok($$ select public.request_site_rebuild() $$, '42501', null, 'anon cannot ask for a rebuild');
reset role;
set local role authenticated;
select throws_ok($$ select public.request_site_rebuild() $$, '42501', null, 'nor can a signed-in user, admin or not (the function checks the role)');
reset role;

set local role service_role;
create temporary table asked (n integer, at timestamptz) on commit drop;
insert into asked values (1, public.request_site_rebuild());
insert into asked values (2, public.request_site_rebuild());
select is(public.claim_site_rebuild((select at from asked where n = 1)), false, 'an older request of a burst is not sent');
select is(public.claim_site_rebuild((select at from asked where n = 2)), true, 'the newest is');
select is(public.claim_site_rebuild((select at from asked where n = 2)), false, 'once');
insert into asked values (3, public.request_site_rebuild());
select is(public.claim_site_rebuild((select at from asked where n = 3)), true, 'a later change asks again');
reset role;
select is((select count(*)::int from private.site_rebuild), 1, 'one row holds the state');

select * from finish();
rollback;
