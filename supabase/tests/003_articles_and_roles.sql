-- articles and user_roles: every command for anon, a signed-in visitor and an admin; published_at.
begin;
select plan(27);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000000a', 'admin@example.gr'),
  ('00000000-0000-4000-8000-00000000000b', 'visitor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-00000000000a', 'admin');
delete from public.articles;
insert into public.articles (id, title, slug, status) values
  ('20000000-0000-4000-8000-000000000001', 'Δημοσιευμένο', 'dimosievmeno', 'published'),
  ('20000000-0000-4000-8000-000000000002', 'Πρόχειρο', 'procheiro', 'draft');

-- anon
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select results_eq($$ select slug from public.articles $$, $$ values ('dimosievmeno') $$, 'anon reads only published articles');
select throws_ok($$ insert into public.articles (title, slug) values ('Νέο', 'neo') $$, '42501', null, 'anon cannot create articles');
select throws_ok($$ update public.articles set featured = true $$, '42501', null, 'anon cannot change articles');
select throws_ok($$ delete from public.articles $$, '42501', null, 'anon cannot delete articles');
select throws_ok($$ select * from public.user_roles $$, '42501', null, 'anon cannot read roles');
select throws_ok($$ insert into public.user_roles values ('00000000-0000-4000-8000-00000000000b', 'admin') $$, '42501', null, 'anon cannot grant roles');
reset role;

-- signed-in, not admin
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000b","role":"authenticated"}', true);
select results_eq($$ select slug from public.articles $$, $$ values ('dimosievmeno') $$, 'a visitor reads only published articles');
select throws_ok($$ insert into public.articles (title, slug) values ('Νέο', 'neo') $$, '42501', null, 'a visitor cannot create articles');
select is_empty($$ update public.articles set featured = true returning id $$, 'a visitor changes no article');
select is_empty($$ delete from public.articles returning id $$, 'a visitor deletes no article');
select is_empty($$ select * from public.user_roles $$, 'a visitor sees no one else''s roles');
select throws_ok($$ insert into public.user_roles values ('00000000-0000-4000-8000-00000000000b', 'admin') $$, '42501', null, 'a visitor cannot make themself admin');
reset role;
select is((select count(*) from public.articles where not featured)::int, 2, 'nothing a visitor tried changed the articles');

-- admin
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}', true);
select results_eq($$ select slug from public.articles order by slug $$, $$ values ('dimosievmeno'), ('procheiro') $$, 'an admin reads drafts too');
select lives_ok($$ insert into public.articles (id, title, slug) values ('20000000-0000-4000-8000-000000000003', 'Νέο άρθρο', 'neo-arthro') $$, 'an admin creates an article');
select results_eq($$ select status::text, featured, published_at is null from public.articles where slug = 'neo-arthro' $$,
  $$ values ('draft', false, true) $$, 'new articles are drafts, not featured, unpublished');
select lives_ok($$ update public.articles set featured = true where slug = 'neo-arthro' $$, 'an admin features an article');
select lives_ok($$ delete from public.articles where slug = 'procheiro' $$, 'an admin deletes an article');
select results_eq($$ select role::text from public.user_roles $$, $$ values ('admin') $$, 'an admin reads their own role');
select throws_ok($$ insert into public.user_roles values ('00000000-0000-4000-8000-00000000000b', 'admin') $$, '42501', null, 'an admin cannot grant roles: only the service role writes them');

-- published_at is kept by the database
update public.articles set status = 'published' where slug = 'neo-arthro';
select isnt((select published_at from public.articles where slug = 'neo-arthro'), null, 'draft to published sets published_at');
select ok((select published_at from public.articles where slug = 'neo-arthro') <= now(), 'to now');
update public.articles set status = 'draft' where slug = 'neo-arthro';
select is((select published_at from public.articles where slug = 'neo-arthro'), null, 'published to draft clears it');
select lives_ok($$ update public.articles set published_at = now() where slug = 'neo-arthro' $$, 'setting published_at on a draft');
select is((select published_at from public.articles where slug = 'neo-arthro'), null, 'is undone: a draft has no published_at');
select throws_ok($$ insert into public.articles (title, slug) values ('Κακό slug', 'Κακό slug') $$, '23514', null, 'slugs are lowercase latin with hyphens');
reset role;

select is((select count(*) from public.articles where slug = 'procheiro')::int, 0, 'the delete happened');

select * from finish();
rollback;
