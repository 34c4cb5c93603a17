-- Storage: sample PDFs and article thumbnails, both publicly readable; only admins upload images.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('pdfs', 'pdfs', true, 5242880, array['application/pdf']),
  ('article-images', 'article-images', true, 2097152, array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])
on conflict (id) do nothing;

create policy "everyone reads public files" on storage.objects for select to anon, authenticated
  using (bucket_id in ('pdfs', 'article-images'));

create policy "admins upload article images" on storage.objects for insert to authenticated
  with check (bucket_id = 'article-images' and (select private.is_admin()));
create policy "admins change article images" on storage.objects for update to authenticated
  using (bucket_id = 'article-images' and (select private.is_admin()))
  with check (bucket_id = 'article-images' and (select private.is_admin()));
create policy "admins delete article images" on storage.objects for delete to authenticated
  using (bucket_id = 'article-images' and (select private.is_admin()));
