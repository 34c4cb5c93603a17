-- The company's content as data (issue 64): a visitor reads only what is published and live; a signed-in account
-- without the admin role reads nothing; admins read everything and write only through the functions, which keep
-- the revision (a stale save is refused, 409) and publish only what matches the kind's schema; versions are
-- append-only for every role, the owner included; a restore is a new version; placeholders fall as staff supply.
begin;
select plan(44);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000000a9', 'content-admin@example.gr'),
  ('00000000-0000-4000-8000-0000000000b9', 'content-editor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000000a9', 'admin');

-- The seed: today's content is version 1 of the company's document, its stand-ins marked.
select results_eq($$ select key, number from public.published_content() where key = 'company' $$, $$ values ('company', 1) $$,
  'the seed publishes the company''s facts as version 1');
select is((select count(*)::int from public.published_placeholders() where key = 'company'), 14, 'and 14 of its fields are placeholders');
select is(private.json_schema_errors((select schema from public.content_schemas where kind = 'company'),
  (select draft from public.content_documents where key = 'company')), '{}'::text[], 'the seed matches its schema');
select is(private.json_schema_errors((select schema from public.content_schemas where kind = 'testimonials'),
  '{"items":[{"name":"Μαρία Κ.","role":"Μητέρα","content":"Καλή συνεδρία.","rating":6},{"name":" ","role":"Μαθητής","content":"<b>x</b>","rating":5}]}'),
  array['/items/0/rating: maximum', '/items/1/name: pattern'], 'a testimonial with six stars, and one with a blank name, are refused by place');
select is((select count(*)::int from public.published_placeholders() where key = 'home-testimonials'), 1,
  'the home page''s testimonials are one placeholder, the whole list');

-- The schema check, alone.
select is(private.json_schema_errors('{"type":"object","properties":{"a":{"type":"string","pattern":"^https://"}},"required":["a"],"additionalProperties":false}',
  '{"a":"javascript:alert(1)","b":1}'), array['/a: pattern', '/b: additionalProperties'], 'a javascript: link and an unknown field are refused by path');
select is(private.json_schema_errors('{"type":"array","items":{"type":"integer","minimum":1},"maxItems":2}', '[1, 0.5, 0]'),
  array['/1: type', '/1: minimum', '/2: minimum', ': maxItems'], 'items, integers, minimum and maxItems');
select is(private.json_schema_errors('{"anyOf":[{"type":"string","minLength":2},{"type":"null"}]}', '"x"'), array[': anyOf'], 'anyOf');
select is(private.json_schema_errors('{"type":"string","format":"email"}', '"a@b.gr"'), array[': unsupported keyword format'],
  'a keyword it cannot check refuses rather than lets through');

-- A visitor.
set local role anon;
select throws_ok($$ select count(*) from public.content_documents $$, '42501', null, 'a visitor reads no draft');
select throws_ok($$ select count(*) from public.content_versions $$, '42501', null, 'nor the versions (who published)');
select throws_ok($$ select count(*) from public.content_schemas $$, '42501', null, 'nor the schemas table');
select throws_ok($$ select public.save_content_draft('company', 1, '{}') $$, '42501', null, 'nor saves a draft');
select throws_ok($$ select public.publish_content('company', 1) $$, '42501', null, 'nor publishes');
select throws_ok($$ select public.restore_content_version('company', 1, 1) $$, '42501', null, 'nor restores');
select throws_ok($$ insert into public.content_versions (document_key, number, data) values ('company', 9, '{}') $$, '42501', null, 'nor writes a version');
select results_eq($$ select key from public.published_content() order by key $$, $$ values ('about-history'), ('about-team'), ('about-values'), ('academic-platform'), ('articles-press'), ('articles-tv'), ('company'), ('company-figures'), ('foreis-interviews'), ('foreis-qualities'), ('foreis-services'), ('home-interviews'), ('home-services'), ('home-testimonials'), ('imerides-videos'), ('mixanografika-benefits'), ('mixanografika-steps'), ('page-heroes'), ('page-sections'), ('page-videos'), ('partner-logos'), ('podcast-episodes'), ('podcast-series'), ('privacy-facts'), ('seminar-facts'), ('seminaria-faq'), ('seminaria-info'), ('seminaria-programme'), ('seminaria-reasons'), ('stat-labels'), ('students-counselling'), ('students-programme'), ('tests-descriptions'), ('tests-faq'), ('tests-reasons'), ('university-features'), ('university-includes'), ('university-services') $$,
  'but reads what is published: each seeded document');

-- Signed in without the admin role.
reset role;
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000b9","role":"authenticated"}', true);
select is((select count(*)::int from public.content_documents), 0, 'a signed-in non-admin reads no document');
select is((select count(*)::int from public.content_versions), 0, 'nor any version');
select throws_ok($$ select public.save_content_draft('company', 1, '{}') $$, '42501', null, 'nor saves a draft');
select throws_ok($$ select public.publish_content('company', 1) $$, '42501', null, 'nor publishes');
select throws_ok($$ update public.content_documents set draft = '{}' $$, '42501', null, 'nor updates a document directly');

-- An admin.
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-0000000000a9","role":"authenticated"}', true);
select is((select count(*)::int from public.content_documents where key = 'company'), 1, 'an admin reads the document');
select throws_ok($$ update public.content_documents set draft = '{}' $$, '42501', null, 'but writes it only through the functions');
select throws_ok($$ insert into public.content_versions (document_key, number, data) select 'company', 2, draft from public.content_documents $$,
  '42501', null, 'and publishes only through them');
create temporary table phone_changed on commit drop as
  select jsonb_set(draft, '{phone}', '{"display":"211 111 1111","href":"tel:+302111111111","international":"+30 211 111 1111"}') as draft
  from public.content_documents where key = 'company';
grant select on phone_changed to authenticated;
select is(public.save_content_draft('company', 1, (select draft from phone_changed)), 2, 'a save answers the next revision');
select throws_ok($$ select public.save_content_draft('company', 1, '{"name":"Άλλο"}') $$, 'PT409', 'the document changed since revision 1',
  'a second editor''s save from the old revision is refused (409)');
select is((select draft -> 'phone' ->> 'display' from public.content_documents where key = 'company'), '211 111 1111', 'and the first editor''s phone stays');
select is((select updated_by from public.content_documents where key = 'company'), '00000000-0000-4000-8000-0000000000a9'::uuid, 'the save names who made it');
select results_eq($$ select data -> 'phone' ->> 'display' from public.published_content() where key = 'company' $$, $$ values ('210 000 0000') $$,
  'a draft is not published');
select is(public.publish_content('company', 2), 2, 'publishing makes version 2');
select results_eq($$ select data -> 'phone' ->> 'display' from public.published_content() where key = 'company' $$, $$ values ('211 111 1111') $$,
  'which visitors read at once');
select is((select count(*)::int from public.published_placeholders() where key = 'company'), 13, 'and the phone is no longer a placeholder');
select is((select published_by_email from public.content_versions where document_key = 'company' and number = 2), 'content-admin@example.gr',
  'the version names who published it');

select is(public.save_content_draft('company', 2, (select jsonb_set(draft, '{social,facebook}', '"javascript:alert(1)"') from phone_changed)), 3,
  'a draft may be saved broken (autosave)');
select throws_like($$ select public.publish_content('company', 3) $$, 'the document does not match its schema', 'but is never published');
select is((select max(number) from public.content_versions where document_key = 'company'), 2, 'and no version is made');

select is(public.restore_content_version('company', 1, 3), 3, 'restoring version 1 is version 3');
select results_eq($$ select data -> 'phone' ->> 'display', (select restores from public.content_versions where document_key = 'company' and number = 3)
  from public.published_content() where key = 'company' $$, $$ values ('210 000 0000', 1) $$, 'the old phone is published again, naming what it restores');
select is((select revision from public.content_documents where key = 'company'), 4, 'and becomes the draft');

select is(public.publish_content('company', 4, now() + interval '1 day'), 4, 'a publish can wait for a time');
select results_eq($$ select number from public.published_content() where key = 'company' $$, $$ values (3) $$, 'until then visitors read the version before');

-- Versions are append-only, even for the owner.
reset role;
select throws_ok($$ update public.content_versions set data = '{}' $$, '42501', 'content versions are append-only', 'the owner changes no version');
select throws_ok($$ delete from public.content_versions $$, '42501', 'content versions are append-only', 'nor deletes one');

select * from finish();
rollback;
