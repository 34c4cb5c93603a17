-- Staff's pictures for the content documents (content-images): public by address, never listed; only admins upload,
-- read the rows of and remove them; a staff member without the admin role and a visitor do none of it; the bucket
-- takes pictures only, up to 5 MB.
begin;
select plan(9);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000000a', 'admin@example.gr'),
  ('00000000-0000-4000-8000-00000000000b', 'visitor@example.gr');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-00000000000a', 'admin');

select results_eq($$ select public, file_size_limit::int, allowed_mime_types from storage.buckets where id = 'content-images' $$,
  $$ values (true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/avif']) $$,
  'a public bucket of pictures only, up to 5 MB');

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('content-images', 'team/x-800x800.jpg') $$, '42501', null,
  'anon cannot upload a picture');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}', true);
select lives_ok($$ insert into storage.objects (bucket_id, name) values ('content-images', 'team/a1b2c3d4-800x800.jpg') $$,
  'an admin uploads a picture');
select results_eq($$ select name from storage.objects where bucket_id = 'content-images' $$, $$ values ('team/a1b2c3d4-800x800.jpg') $$,
  'an admin reads the row of the picture');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000b","role":"authenticated"}', true);
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('content-images', 'team/b-800x800.jpg') $$, '42501', null,
  'a signed-in person without the admin role cannot upload');
select is_empty($$ select name from storage.objects where bucket_id = 'content-images' $$, 'nor list the pictures');
select is_empty($$ delete from storage.objects where bucket_id = 'content-images' returning id $$, 'nor remove one');
reset role;

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000000a","role":"authenticated"}', true);
select is_empty($$ update storage.objects set name = 'team/moved-800x800.jpg' where bucket_id = 'content-images' returning id $$,
  'an admin renames none either one: a stored name is what the documents point to');
select results_eq($$ delete from storage.objects where bucket_id = 'content-images' returning name $$,
  $$ values ('team/a1b2c3d4-800x800.jpg') $$, 'an admin removes a picture');
reset role;

select * from finish();
rollback;
