-- One helper schedules every Edge Function its definition schedules (issue 63): the three copies are gone, nobody
-- but the owner may call it, it refuses what is not a function's name or a cron schedule (both are written into the
-- job's SQL), and without pg_cron (as here) it schedules nothing and says so.
begin;
select plan(9);

select has_function('private', 'schedule_function', array['text', 'text']);
select hasnt_function('private', 'schedule_morning_digest', 'the digest has no schedule helper of its own');
select hasnt_function('private', 'schedule_event_reminders', 'the reminders have no schedule helper of their own');
select hasnt_function('private', 'schedule_event_notices', 'the notices have no schedule helper of their own');
select ok(not private.schedule_function('morning-digest', '0 6,7 * * *'), 'without pg_cron nothing is scheduled');
select throws_ok(
  $$ select private.schedule_function('x''); drop table public.leads; --', '0 6 * * *') $$,
  '22023', null, 'a name that is not a function''s is refused'
);
select throws_ok(
  $$ select private.schedule_function('morning-digest', '0 6 * * *''; select 1') $$,
  '22023', null, 'a schedule that is not five cron fields is refused'
);

set local role anon;
select throws_ok($$ select private.schedule_function('morning-digest', '0 6 * * *') $$, '42501', null, 'anon may not schedule');
reset role;
set local role authenticated;
select throws_ok($$ select private.schedule_function('morning-digest', '0 6 * * *') $$, '42501', null, 'a signed-in user may not schedule');
reset role;

select * from finish();
rollback;
