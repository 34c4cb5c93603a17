-- Web Push subscriptions (issue 52): an admin saves, reads and forgets their own devices only; a signed-in
-- non-admin and a visitor can do none of it; the sender (service role) reads every current admin's devices.
begin;
select plan(16);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a6', 'push-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000c6', 'push-admin-two@example.gr'),
  ('00000000-0000-4000-8000-0000000000b6', 'push-editor@example.gr');
insert into public.user_roles (user_id, role) values
  ('00000000-0000-4000-8000-0000000000a6', 'admin'),
  ('00000000-0000-4000-8000-0000000000c6', 'admin');

create temporary table keys as select
  'B' || repeat('A', 86) as p256dh, repeat('a', 22) as auth;
grant select on keys to authenticated, anon;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a6","role":"authenticated"}', true);
select isnt((select public.save_push_subscription('https://push.example.net/a6-phone', p256dh, auth, 'Android · Chrome') from keys), null, 'an admin switches pushes on for a device');
select is((select public.save_push_subscription('https://push.example.net/a6-phone', p256dh, auth, 'Android · Chrome') from keys),
  (select id from public.push_subscriptions where endpoint = 'https://push.example.net/a6-phone'), 'the same device again is the same subscription');
select is((select count(*)::int from public.push_subscriptions), 1, 'and reads it back');
select throws_ok($$ select public.save_push_subscription('http://push.example.net/plain', p256dh, auth) from keys $$, '23514', null, 'a push service is reached over https only');
select throws_ok($$ select public.save_push_subscription('https://push.example.net/x', 'not-a-key', auth) from keys $$, '23514', null, 'a device key is a P-256 point');
select throws_ok($$ insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) select '00000000-0000-4000-8000-0000000000a6', 'https://push.example.net/direct', p256dh, auth from keys $$, '42501', null, 'no row is written directly');

select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000c6","role":"authenticated"}', true);
select lives_ok($$ select public.save_push_subscription('https://push.example.net/c6-laptop', p256dh, auth, 'Linux · Firefox') from keys $$, 'a second admin switches on their laptop');
select is((select array_agg(endpoint) from public.push_subscriptions), array['https://push.example.net/c6-laptop'], 'each admin reads only their own devices');
select is(public.forget_push_subscription('https://push.example.net/a6-phone'), false, 'nor switches off another’s');

select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b6","role":"authenticated"}', true);
select throws_ok($$ select public.save_push_subscription('https://push.example.net/b6', p256dh, auth) from keys $$, '42501', null, 'a signed-in non-admin cannot subscribe');
select is((select count(*)::int from public.push_subscriptions), 0, 'nor read any subscription');

set local role anon;
select throws_ok($$ select public.push_targets() $$, '42501', null, 'a visitor cannot list the devices');

reset role;
set local role service_role;
select is((select array_agg(endpoint order by endpoint) from public.push_targets()),
  array['https://push.example.net/a6-phone', 'https://push.example.net/c6-laptop'], 'the sender reads every admin’s devices');
reset role;
delete from public.user_roles where user_id = '00000000-0000-4000-8000-0000000000c6';
set local role service_role;
select is((select array_agg(endpoint) from public.push_targets()), array['https://push.example.net/a6-phone'], 'one who is no longer an admin gets no push');
select lives_ok($$ select public.drop_push_subscription('https://push.example.net/a6-phone') $$, 'the sender drops a device');
reset role;
select is((select count(*)::int from public.push_subscriptions where endpoint = 'https://push.example.net/a6-phone'), 0, 'a device its push service forgot is dropped');

select * from finish();
rollback;
