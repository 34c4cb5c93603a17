-- /articles ships what it shows (issue 24): the page asks for its listing in one call, whatever the
-- number of published articles: the newest featured one, the newest non-featured ones (filtered by the
-- visitor's search and category), the newest few of each category for the side columns, and which
-- categories have any. The search matches title and excerpt without case, accents or final sigma, as
-- the site folds the press entries it matches itself.

-- Title and excerpt folded; a line break between them, so no search matches across the two.
alter table public.articles
  add column search_text text generated always as (private.search_key(title || E'\n' || coalesce(excerpt, ''))) stored;

create index articles_published_by_time on public.articles (published_at desc, id) where status = 'published';
create index articles_published_by_category on public.articles (category, published_at desc, id) where status = 'published';
create index articles_published_by_search on public.articles using gin (search_text extensions.gin_trgm_ops) where status = 'published';

-- A listed article: the columns the page shows, never the Markdown or the search text.
create function private.listed_article(article public.articles) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', article.id, 'title', article.title, 'slug', article.slug, 'category', article.category,
    'excerpt', article.excerpt, 'thumbnail_url', article.thumbnail_url, 'featured', article.featured,
    'published_at', article.published_at
  )
$$;

-- Security definer, reading published rows only: under row level security PostgreSQL could not use the
-- indexes above for LIKE (not leakproof), and a search would read every row.
create function public.article_listing(
  search text default null,
  category public.article_category default null,
  latest_size integer default 10,
  column_size integer default 5
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := nullif(pg_catalog.btrim(private.search_key(pg_catalog.left(coalesce(search, ''), 200))), '');
  latest jsonb;
begin
  if latest_size is null or latest_size not between 1 and 50 or column_size is null or column_size not between 1 and 50 then
    raise exception 'latest_size and column_size must be 1 to 50' using errcode = '22023';
  end if;
  -- What the visitor typed is text to find, never a pattern: LIKE's own characters are escaped.
  if pattern is not null then
    pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  -- EXECUTE plans with the values given: the trigram index serves a search, the time index the rest.
  execute $query$
    select coalesce(pg_catalog.jsonb_agg(private.listed_article(page) order by page.published_at desc, page.id), '[]'::jsonb)
    from (
      select * from public.articles
      where status = 'published' and not featured
        and ($1::public.article_category is null or category = $1)
        and ($2::text is null or search_text like $2)
      order by published_at desc, id
      limit $3
    ) page
  $query$
  into latest
  using category, pattern, latest_size;

  return pg_catalog.jsonb_build_object(
    'featured', (
      select private.listed_article(article) from public.articles article
      where article.status = 'published' and article.featured
      order by article.published_at desc, article.id limit 1
    ),
    'latest', latest,
    'columns', (
      select pg_catalog.jsonb_object_agg(kind, coalesce((
        select pg_catalog.jsonb_agg(private.listed_article(page) order by page.published_at desc, page.id)
        from (
          select * from public.articles article
          where article.status = 'published' and article.category = kind
          order by article.published_at desc, article.id limit column_size
        ) page
      ), '[]'::jsonb))
      from pg_catalog.unnest(pg_catalog.enum_range(null::public.article_category)) kind
    )
  );
end;
$$;

revoke all on function public.article_listing(text, public.article_category, integer, integer) from public;
grant execute on function public.article_listing(text, public.article_category, integer, integer) to anon, authenticated;
