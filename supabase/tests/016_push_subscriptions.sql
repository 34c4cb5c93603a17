-- Web Push subscriptions (issues 52 and 61): an admin saves, reads and forgets their own devices only; a signed-in
-- non-admin and a visitor can do none of it; the sender (service role) reads every current admin's devices. An
-- endpoint is one of the browsers' push services (https, the default port, a host name of the list, no credentials);
-- an admin keeps at most five devices; another admin's device moves only with its keys.
begin;
select plan(41);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a6', 'push-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000c6', 'push-admin-two@example.gr'),
  ('00000000-0000-4000-8000-0000000000b6', 'push-editor@example.gr');
insert into public.user_roles (user_id, role) values
  ('00000000-0000-4000-8000-0000000000a6', 'admin'),
  ('00000000-0000-4000-8000-0000000000c6', 'admin');

create temporary table keys as select
  'B' || repeat('A', 86) as p256dh, repeat('a', 22) as auth, 'B' || repeat('C', 86) as other_p256dh, repeat('c', 22) as other_auth;
grant select on keys to authenticated, anon;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a6","role":"authenticated"}', true);
select isnt((select public.save_push_subscription('https://fcm.googleapis.com/fcm/send/a6-phone', p256dh, auth, 'Android · Chrome') from keys), null, 'an admin switches pushes on for a device');
select is((select public.save_push_subscription('https://fcm.googleapis.com/fcm/send/a6-phone', p256dh, auth, 'Android · Chrome') from keys),
  (select id from public.push_subscriptions where endpoint = 'https://fcm.googleapis.com/fcm/send/a6-phone'), 'the same device again is the same subscription');
select is((select count(*)::int from public.push_subscriptions), 1, 'and reads it back');
select lives_ok($$ select public.save_push_subscription('https://updates.push.services.mozilla.com/wpush/v2/gAAAA', p256dh, auth) from keys $$, 'Firefox’s push service');
select lives_ok($$ select public.save_push_subscription('https://web.push.apple.com/QGuQyavXutnMPhBgrj', p256dh, auth) from keys $$, 'Safari’s');
select lives_ok($$ select public.save_push_subscription('https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD', p256dh, auth) from keys $$, 'Windows’s');
select throws_ok($$ select public.save_push_subscription('http://fcm.googleapis.com/fcm/send/plain', p256dh, auth) from keys $$, '23514', null, 'a push service is reached over https only');
select throws_ok($$ select public.save_push_subscription('https://push.example.net/x', p256dh, auth) from keys $$, '23514', null, 'and only a browser vendor’s push service');
-- Each address an outsider tried against a fresh clone: refused when it is saved, never contacted.
select throws_ok(format($$ select public.save_push_subscription(%L, p256dh, auth) from keys $$, endpoint), '23514', null, 'refused: ' || endpoint)
  from unnest(array[
    'https://169.254.169.254/latest/meta-data/',
    'https://127.0.0.1:55321/rest/v1/rpc/erase_person',
    'https://localhost/push',
    'https://[::1]/push',
    'https://2130706433/push',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com@evil.example/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil.example/notify.windows.com/x',
    'https://FCM.googleapis.com/fcm/send/x'
  ]) as endpoint;
select throws_ok($$ select public.save_push_subscription('https://fcm.googleapis.com/fcm/send/x', 'not-a-key', auth) from keys $$, '23514', null, 'a device key is a P-256 point');
select throws_ok($$ insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) select '00000000-0000-4000-8000-0000000000a6', 'https://fcm.googleapis.com/fcm/send/direct', p256dh, auth from keys $$, '42501', null, 'no row is written directly');

select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000c6","role":"authenticated"}', true);
select lives_ok($$ select public.save_push_subscription('https://fcm.googleapis.com/fcm/send/c6-laptop', p256dh, auth, 'Linux · Chrome') from keys $$, 'a second admin switches on their laptop');
select is((select array_agg(endpoint) from public.push_subscriptions), array['https://fcm.googleapis.com/fcm/send/c6-laptop'], 'each admin reads only their own devices');
select is(public.forget_push_subscription('https://fcm.googleapis.com/fcm/send/a6-phone'), false, 'nor switches off another’s');
select throws_ok($$ select public.save_push_subscription('https://fcm.googleapis.com/fcm/send/a6-phone', other_p256dh, other_auth) from keys $$,
  '23505', null, 'nor takes another admin’s device over without its keys');
reset role;
select is((select user_id::text from public.push_subscriptions where endpoint = 'https://fcm.googleapis.com/fcm/send/a6-phone'),
  '00000000-0000-4000-8000-0000000000a6', 'which stays theirs');
set local role authenticated;
select lives_ok($$ select public.save_push_subscription('https://fcm.googleapis.com/fcm/send/a6-phone', p256dh, auth, 'Android · Chrome') from keys $$,
  'the browser holding the device’s keys moves it (a second admin signs in on the same phone)');
reset role;
select is((select user_id::text from public.push_subscriptions where endpoint = 'https://fcm.googleapis.com/fcm/send/a6-phone'),
  '00000000-0000-4000-8000-0000000000c6', 'to the one signed in now');
set local role authenticated;
select lives_ok($$ select public.save_push_subscription('https://fcm.googleapis.com/fcm/send/c6-laptop', other_p256dh, other_auth) from keys $$,
  'an admin’s own device takes renewed keys');

-- At most five devices each: the sixth switched on forgets the oldest.
select lives_ok($$ select public.save_push_subscription('https://fcm.googleapis.com/fcm/send/c6-' || n, p256dh, auth) from keys, generate_series(1, 6) as n $$,
  'an admin switches on six more devices');
select is((select count(*)::int from public.push_subscriptions), 5, 'and keeps the five newest');
select is((select count(*)::int from public.push_subscriptions where endpoint in ('https://fcm.googleapis.com/fcm/send/c6-laptop', 'https://fcm.googleapis.com/fcm/send/a6-phone')),
  0, 'the oldest went first');

select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b6","role":"authenticated"}', true);
select throws_ok($$ select public.save_push_subscription('https://fcm.googleapis.com/fcm/send/b6', p256dh, auth) from keys $$, '42501', null, 'a signed-in non-admin cannot subscribe');
select is((select count(*)::int from public.push_subscriptions), 0, 'nor read any subscription');

set local role anon;
select throws_ok($$ select public.push_targets() $$, '42501', null, 'a visitor cannot list the devices');

reset role;
-- Rows past every rule, written by the owner: 300 devices of one admin, and one address that is no push service.
insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
  select '00000000-0000-4000-8000-0000000000a6', 'https://fcm.googleapis.com/fcm/send/many-' || n, p256dh, auth, now() + n * interval '1 second'
  from keys, generate_series(1, 300) as n;
alter table public.push_subscriptions drop constraint push_subscriptions_endpoint_is_a_push_service;
insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) select '00000000-0000-4000-8000-0000000000a6', 'https://127.0.0.1:55321/rest/v1/rpc/erase_person', p256dh, auth from keys;
set local role service_role;
select is((select count(*)::int from public.push_targets() where endpoint like '%/many-%'), 5, 'one admin’s 300 devices: the sender reads the five newest');
select is((select count(*)::int from public.push_targets() where endpoint like '%127.0.0.1%'), 0, 'and never an address that is no push service');
select is((select count(*)::int from public.push_targets() where endpoint like '%/c6-%'), 5, 'beside the other admin’s five');
reset role;
delete from public.user_roles where user_id = '00000000-0000-4000-8000-0000000000c6';
set local role service_role;
select is((select count(*)::int from public.push_targets() where endpoint like '%/c6-%'), 0, 'one who is no longer an admin gets no push');
select lives_ok($$ select public.drop_push_subscription('https://fcm.googleapis.com/fcm/send/many-1') $$, 'the sender drops a device');
reset role;
select is((select count(*)::int from public.push_subscriptions where endpoint = 'https://fcm.googleapis.com/fcm/send/many-1'), 0, 'a device its push service forgot is dropped');

select * from finish();
rollback;
