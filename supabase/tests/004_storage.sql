-- Storage buckets: public files load by address (no policy needed), nobody lists them; only admins write
-- and read the rows of article images; nobody but the service role writes PDFs.
begin;
select plan(11);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000000a', 'admin@example.gr'),
  ('00000000-0000-4000-8000-00000000000b', 'visitor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-00000000000a', 'admin');
insert into storage.objects (bucket_id, name) values ('pdfs', 'career-sample.pdf');

select results_eq($$ select id, public from storage.buckets order by id $$,
  $$ values ('article-images', true), ('content-images', true), ('pdfs', true) $$,
  'the three buckets exist and are public');

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select is_empty($$ select name from storage.objects $$, 'anon lists no file');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('article-images', 'x.jpg') $$, '42501', null, 'anon cannot upload images');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000b","role":"authenticated"}', true);
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('article-images', 'x.jpg') $$, '42501', null, 'a visitor cannot upload images');
select is_empty($$ select name from storage.objects $$, 'a visitor lists no file');
select is_empty($$ delete from storage.objects returning id $$, 'a visitor deletes no file');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}', true);
select lives_ok($$ insert into storage.objects (bucket_id, name) values ('article-images', 'odigos-1732000000000.jpg') $$, 'an admin uploads an image');
select results_eq($$ select name from storage.objects $$, $$ values ('odigos-1732000000000.jpg') $$, 'an admin lists the article images only');
select lives_ok($$ delete from storage.objects where bucket_id = 'article-images' $$, 'an admin deletes an image');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('pdfs', 'other.pdf') $$, '42501', null, 'an admin cannot write the PDF bucket');
select is_empty($$ delete from storage.objects where bucket_id = 'pdfs' returning id $$, 'nor delete sample PDFs');
reset role;

select * from finish();
rollback;
