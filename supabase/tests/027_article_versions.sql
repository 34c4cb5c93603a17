-- An article's versions (issue 64): a save that changes what an article says is a version with who and when; featuring
-- and publishing are not; nobody writes, changes or removes a version, the owner included, except as the article's own
-- deletion removes them all; visitors and staff without the admin role read none; a restore is an admin's, a new
-- version that names the one it brings back, and leaves where the article shows as it was.
begin;
select plan(20);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a7', 'articles-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000b7', 'articles-editor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a7', 'admin');
insert into public.articles (id, title, slug, category, excerpt, content, status)
  values ('00000000-0000-4000-8000-00000000a111', 'Πρώτος τίτλος', 'protos-titlos', 'education', 'Περίληψη.', 'Κείμενο.', 'published');

select results_eq($$ select number, title, saved_by from public.article_versions where article_id = '00000000-0000-4000-8000-00000000a111' $$,
  $$ values (1, 'Πρώτος τίτλος', null::uuid) $$, 'a new article is its version 1');
select ok((select count(*) from public.article_versions) > 1 and not exists (
    select 1 from public.articles as a where not exists (select 1 from public.article_versions as v where v.article_id = a.id)),
  'every seeded article has its first version');

-- A visitor.
set local role anon;
select throws_ok($$ select count(*) from public.article_versions $$, '42501', null, 'a visitor reads no version');
select throws_ok($$ select public.restore_article_version('00000000-0000-4000-8000-00000000a111', 1) $$, '42501', null, 'nor restores');

-- Signed in without the admin role.
reset role;
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b7","role":"authenticated"}', true);
select is((select count(*)::int from public.article_versions), 0, 'a signed-in non-admin reads no version');
select throws_ok($$ select public.restore_article_version('00000000-0000-4000-8000-00000000a111', 1) $$, '42501', null, 'nor restores');

-- An admin.
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a7","role":"authenticated"}', true);
update public.articles set title = 'Δεύτερος τίτλος', content = 'Νέο κείμενο.' where id = '00000000-0000-4000-8000-00000000a111';
select results_eq($$ select number, title, content, saved_by_email from public.article_versions
    where article_id = '00000000-0000-4000-8000-00000000a111' order by number desc limit 1 $$,
  $$ values (2, 'Δεύτερος τίτλος', 'Νέο κείμενο.', 'articles-admin@example.gr') $$, 'an admin''s save is version 2, with who saved it');
update public.articles set featured = true where id = '00000000-0000-4000-8000-00000000a111';
update public.articles set status = 'draft' where id = '00000000-0000-4000-8000-00000000a111';
update public.articles set title = 'Δεύτερος τίτλος' where id = '00000000-0000-4000-8000-00000000a111';
select is((select max(number) from public.article_versions where article_id = '00000000-0000-4000-8000-00000000a111'), 2,
  'featuring, unpublishing and a save that changes nothing make no version');
select is((select count(*)::int from public.article_versions where article_id = '00000000-0000-4000-8000-00000000a111'), 2, 'an admin reads them');
select throws_ok($$ insert into public.article_versions (article_id, number, title, slug, category) values
    ('00000000-0000-4000-8000-00000000a111', 9, 'x', 'x', 'education') $$, '42501', null, 'but writes none directly');
select throws_ok($$ update public.article_versions set title = 'x' $$, '42501', null, 'nor changes one');
select throws_ok($$ delete from public.article_versions $$, '42501', null, 'nor removes one');

select is(public.restore_article_version('00000000-0000-4000-8000-00000000a111', 1), 3, 'restoring version 1 is version 3');
select results_eq($$ select title, content, featured, status::text from public.articles where id = '00000000-0000-4000-8000-00000000a111' $$,
  $$ values ('Πρώτος τίτλος', 'Κείμενο.', true, 'draft') $$, 'the article says what version 1 said, and shows where it showed');
select results_eq($$ select restores, saved_by_email from public.article_versions
    where article_id = '00000000-0000-4000-8000-00000000a111' and number = 3 $$,
  $$ values (1, 'articles-admin@example.gr') $$, 'version 3 names the version it restores and who restored it');
update public.articles set excerpt = 'Άλλη περίληψη.' where id = '00000000-0000-4000-8000-00000000a111';
select is((select restores from public.article_versions where article_id = '00000000-0000-4000-8000-00000000a111' and number = 4), null,
  'the next save restores nothing');
select throws_ok($$ select public.restore_article_version('00000000-0000-4000-8000-00000000a111', 99) $$, 'PT404', null,
  'a version that does not exist is a 404');

-- The owner.
reset role;
select throws_ok($$ update public.article_versions set title = 'x' $$, '42501', null, 'the owner changes no version either');
select throws_ok($$ delete from public.article_versions where number = 1 $$, '42501', null, 'nor removes one');
delete from public.articles where id = '00000000-0000-4000-8000-00000000a111';
select is((select count(*)::int from public.article_versions where article_id = '00000000-0000-4000-8000-00000000a111'), 0,
  'an article deleted takes its versions with it');

select * from finish();
rollback;
