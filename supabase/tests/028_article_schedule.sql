-- An article published at a time staff choose (issue 64): a draft carries its moment, in the future and within a year;
-- visitors do not read it meanwhile; the scheduled round publishes it once its moment has come (and asks for the
-- rebuild), and nothing else; published by hand, it no longer waits; a non-admin schedules nothing.
begin;
select plan(12);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a8', 'schedule-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000b8', 'schedule-editor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a8', 'admin');
insert into public.articles (id, title, slug, category, status) values
  ('00000000-0000-4000-8000-00000000b111', 'Αύριο στις εννιά', 'avrio-stis-ennia', 'education', 'draft'),
  ('00000000-0000-4000-8000-00000000b222', 'Σε μία ώρα', 'se-mia-ora', 'work', 'draft');
update private.site_rebuild set sent_at = now() where id = 1;

-- An admin schedules one; the moment must be ahead, and within a year.
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a8","role":"authenticated"}', true);
select lives_ok($$ update public.articles set scheduled_for = now() + interval '1 day' where id = '00000000-0000-4000-8000-00000000b111' $$,
  'an admin gives a draft its moment');
select throws_ok($$ update public.articles set scheduled_for = now() - interval '5 minutes' where id = '00000000-0000-4000-8000-00000000b222' $$,
  '22023', null, 'a moment already past is refused');
select throws_ok($$ update public.articles set scheduled_for = now() + interval '400 days' where id = '00000000-0000-4000-8000-00000000b222' $$,
  '22023', null, 'and one more than a year away');
insert into public.articles (title, slug, status, scheduled_for) values ('Ήδη', 'idi', 'published', now() + interval '1 day');
select is((select scheduled_for from public.articles where slug = 'idi'), null, 'a published article waits for no moment');
reset role;

-- A visitor does not read the scheduled draft.
set local role anon;
select is((select count(*)::int from public.articles where id = '00000000-0000-4000-8000-00000000b111'), 0, 'a visitor reads no scheduled draft');
reset role;

-- Signed in without the admin role: nothing to schedule.
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b8","role":"authenticated"}', true);
update public.articles set scheduled_for = now() + interval '2 hours' where id = '00000000-0000-4000-8000-00000000b222';
reset role;
select is((select scheduled_for from public.articles where id = '00000000-0000-4000-8000-00000000b222'), null, 'a non-admin schedules nothing');

-- The round before the moment: nothing published, nothing due.
set local role service_role;
select is(public.content_due_for_rebuild(), false, 'before its moment, the round publishes nothing and asks for no rebuild');
reset role;
select is((select status::text from public.articles where id = '00000000-0000-4000-8000-00000000b111'), 'draft', 'it is still a draft');

-- Its moment has come (now() stands still in a test, so the moment is moved back as time would have passed).
alter table public.articles disable trigger articles_check_schedule;
update public.articles set scheduled_for = now() - interval '3 minutes' where id = '00000000-0000-4000-8000-00000000b111';
alter table public.articles enable trigger articles_check_schedule;
set local role service_role;
select is(public.content_due_for_rebuild(), true, 'once its moment has come, the round publishes it and asks for the rebuild');
reset role;
select results_eq($$ select status::text, scheduled_for, published_at = now() from public.articles where id = '00000000-0000-4000-8000-00000000b111' $$,
  $$ values ('published', null::timestamptz, true) $$, 'published then, no longer waiting');
set local role service_role;
select is(public.content_due_for_rebuild(), false, 'and the next round asks for nothing more');
reset role;

-- Published by hand before its moment, it no longer waits.
update public.articles set scheduled_for = now() + interval '1 hour' where id = '00000000-0000-4000-8000-00000000b222';
update public.articles set status = 'published' where id = '00000000-0000-4000-8000-00000000b222';
select is((select scheduled_for from public.articles where id = '00000000-0000-4000-8000-00000000b222'), null, 'published by hand, its moment is forgotten');

select * from finish();
rollback;
