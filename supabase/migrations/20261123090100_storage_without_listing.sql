-- Public buckets serve their files by address without any policy; a SELECT policy for anon only let
-- anyone list every object's name (the storage API's list call). Only admins read the rows now, of the
-- article images they manage (the storage API reads a row back when it uploads or deletes one).
drop policy "everyone reads public files" on storage.objects;
create policy "admins read article images" on storage.objects for select to authenticated
  using (bucket_id = 'article-images' and (select private.is_admin()));
