-- Pictures nothing names are swept (migration 20261217090000): a day after upload, a content picture no draft and no
-- version names, and an article picture no article, version or text names (a deleted article's); everything named,
-- everything younger than a day and every other bucket stays. Only the service role asks.
begin;
select plan(5);

insert into storage.objects (bucket_id, name, created_at) values
  ('content-images', 'team/published1-800x800.jpg', now() - interval '2 days'),
  ('content-images', 'team/indraft01-800x800.jpg', now() - interval '2 days'),
  ('content-images', 'team/replaced1-800x800.jpg', now() - interval '2 days'),
  ('content-images', 'team/justnow01-800x800.jpg', now() - interval '1 hour'),
  ('article-images', 'odigos/1764000000000-photo.jpg', now() - interval '2 days'),
  ('article-images', 'odigos/1764000000001-inline.png', now() - interval '2 days'),
  ('article-images', 'diagrammeno/1764000000002-photo.jpg', now() - interval '2 days'),
  ('pdfs', 'old-sample.pdf', now() - interval '30 days');

-- A published version of the team names one photo; the draft (not yet published) another.
create function pg_temp.with_photo(path text) returns jsonb language sql as $$
  select pg_catalog.jsonb_set(draft, '{items,0,photo}', pg_catalog.jsonb_build_object('path', path, 'alt', 'Η σύμβουλος'))
  from public.content_documents where key = 'about-team'
$$;
insert into public.content_versions (document_key, number, data) values ('about-team', 100, pg_temp.with_photo('team/published1-800x800.jpg'));
update public.content_documents set draft = pg_temp.with_photo('team/indraft01-800x800.jpg') where key = 'about-team';

-- An article names its picture and, in its text, another; a deleted article named the third.
insert into public.articles (id, title, slug, status, thumbnail_url, content) values
  ('00000000-0000-4000-8000-0000000000a1', 'Οδηγός', 'odigos', 'draft',
   'http://127.0.0.1:54321/storage/v1/object/public/article-images/odigos/1764000000000-photo.jpg',
   'Δείτε ![το διάγραμμα](http://127.0.0.1:54321/storage/v1/object/public/article-images/odigos/1764000000001-inline.png).'),
  ('00000000-0000-4000-8000-0000000000a2', 'Διαγραμμένο', 'diagrammeno', 'draft',
   'http://127.0.0.1:54321/storage/v1/object/public/article-images/diagrammeno/1764000000002-photo.jpg', null);
delete from public.articles where id = '00000000-0000-4000-8000-0000000000a2';

set local role service_role;
select set_config('request.jwt.claims', '{"role":"service_role"}', true);
select results_eq($$ select bucket, name from public.pictures_to_sweep() order by bucket, name $$,
  $$ values ('article-images', 'diagrammeno/1764000000002-photo.jpg'), ('content-images', 'team/replaced1-800x800.jpg') $$,
  'the service role is given the replaced photo and the deleted article’s picture, nothing named, new or of another bucket');
reset role;

-- Once the draft names the replaced photo again (a restore, an undo), it is kept.
update public.content_documents set draft = pg_temp.with_photo('team/replaced1-800x800.jpg') where key = 'about-team';
set local role service_role;
select results_eq($$ select name from public.pictures_to_sweep() where bucket = 'content-images' $$,
  $$ values ('team/indraft01-800x800.jpg') $$, 'a photo a draft names again is kept; the one it no longer names goes');
reset role;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$ select * from public.pictures_to_sweep() $$, '42501', null, 'a visitor cannot ask');
reset role;
set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}', true);
select throws_ok($$ select * from public.pictures_to_sweep() $$, '42501', null, 'nor a signed-in account, an admin’s included');
reset role;

select is(
  (select pg_catalog.has_function_privilege('service_role', 'public.pictures_to_sweep()', 'execute')), true,
  'the service role may call it');

select * from finish();
rollback;
