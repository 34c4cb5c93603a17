-- Pictures nothing names any more are removed (issue 64; docs/decisions/036-content-as-data.md, «Pictures nothing
-- names»). Both picture buckets are public and served by address: a picture uploaded and then replaced before it was
-- saved, or an article's picture after the article was deleted, stayed readable by anyone holding its address, for
-- ever. The picture-sweep function (scheduled daily) asks this for them and removes each through the Storage API, so
-- its bytes go with its row.
--
-- Named means: a content-images picture is the `path` of a picture field in any document's draft or any version of
-- any document (a restore may bring it back); an article-images picture's public address is in any article's or
-- article version's picture or text. A day's grace: a picture chosen a moment ago is named by the draft a moment
-- later (autosave), and the database's own clock decides, not the caller's.
create function public.pictures_to_sweep()
returns table (bucket text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  with content_named as (
    select picture #>> '{}' as name
    from public.content_versions version,
      pg_catalog.jsonb_path_query(version.data, 'lax $.**.path ? (@.type() == "string")') as picture
    union
    select picture #>> '{}'
    from public.content_documents document,
      pg_catalog.jsonb_path_query(document.draft, 'lax $.**.path ? (@.type() == "string")') as picture
  ),
  article_texts as (
    select thumbnail_url as said from public.articles
    union all select content from public.articles
    union all select thumbnail_url from public.article_versions
    union all select content from public.article_versions
  ),
  article_named as (
    select found[1] as name
    from article_texts, pg_catalog.regexp_matches(said, '/storage/v1/object/public/article-images/([^\s)"''<>?#]+)', 'g') as found
    where said is not null
  )
  select object.bucket_id, object.name
  from storage.objects object
  where object.created_at < pg_catalog.now() - interval '1 day'
    and (
      (object.bucket_id = 'content-images' and not exists (select 1 from content_named where content_named.name = object.name))
      or (object.bucket_id = 'article-images' and not exists (select 1 from article_named where article_named.name = object.name))
    )
  order by object.created_at
  limit 1000
$$;
revoke all on function public.pictures_to_sweep() from public, anon, authenticated;
grant execute on function public.pictures_to_sweep() to service_role;
