-- An article's versions (issue 64, docs/decisions/036-content-as-data.md): every save that changes what the article
-- says (title, address, category, excerpt, text, picture) is a version with who and when, as a content document's
-- publish is. Staff see the list and the differences in words, and restore an earlier version in one step, which is
-- itself a new version. Featuring and publishing are not versions: they change where an article shows, not what it says.
create table public.article_versions (
  article_id uuid not null references public.articles (id) on delete cascade,
  number integer not null check (number >= 1),
  title text not null,
  slug text not null,
  category public.article_category not null,
  excerpt text,
  content text,
  thumbnail_url text,
  -- Who saved it (a staff account, kept as it was then; null for what was there before versions).
  saved_by uuid,
  saved_by_email text,
  saved_at timestamptz not null default pg_catalog.clock_timestamp(),
  -- The earlier version this one restores, if it does.
  restores integer check (restores is null or restores < number),
  primary key (article_id, number)
);

-- Versions are append-only: no update or truncate, whoever asks; a delete only as the article's own deletion cascades
-- (what is erased is erased everywhere), never one by one.
create function private.refuse_article_version_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and pg_catalog.pg_trigger_depth() > 1 then
    return old;
  end if;
  raise exception 'article versions are append-only' using errcode = '42501';
end;
$$;
create trigger article_versions_append_only before update or delete on public.article_versions
  for each row execute function private.refuse_article_version_change();
create trigger article_versions_never_truncated before truncate on public.article_versions
  for each statement execute function private.refuse_article_version_change();

-- The version a save makes: written by the database, so no client can write or forge one. A restore says which
-- version it brings back in a setting of its own transaction.
create function private.record_article_version() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.title, new.slug, new.category, new.excerpt, new.content, new.thumbnail_url)
    is not distinct from (old.title, old.slug, old.category, old.excerpt, old.content, old.thumbnail_url) then
    return null;
  end if;
  insert into public.article_versions
    (article_id, number, title, slug, category, excerpt, content, thumbnail_url, saved_by, saved_by_email, restores)
  values (
    new.id,
    coalesce((select pg_catalog.max(v.number) from public.article_versions as v where v.article_id = new.id), 0) + 1,
    new.title, new.slug, new.category, new.excerpt, new.content, new.thumbnail_url,
    auth.uid(),
    (select u.email from auth.users as u where u.id = auth.uid()),
    nullif(pg_catalog.current_setting('app.restores_article_version', true), '')::integer
  );
  return null;
end;
$$;
create trigger articles_record_version after insert or update on public.articles
  for each row execute function private.record_article_version();

-- What was there before versions is each article's first.
insert into public.article_versions (article_id, number, title, slug, category, excerpt, content, thumbnail_url, saved_at)
select a.id, 1, a.title, a.slug, a.category, a.excerpt, a.content, a.thumbnail_url, a.created_at from public.articles as a;

alter table public.article_versions enable row level security;
revoke all on public.article_versions from public, anon, authenticated;
grant select on public.article_versions to authenticated;
create policy "admins read article versions" on public.article_versions for select to authenticated
  using ((select private.is_admin()));

-- Restores an earlier version's words and picture as the article's own (a new version that names it); where and
-- whether the article shows stays as it is. Admins only; a version of another article, or none, is a 404.
create function public.restore_article_version(article uuid, version integer) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  restored public.article_versions;
  made integer;
begin
  perform private.require_admin('restore_article_version');
  select * into restored from public.article_versions as v where v.article_id = article and v.number = version;
  if not found then
    raise exception 'no such version' using errcode = 'PT404';
  end if;
  perform pg_catalog.set_config('app.restores_article_version', version::text, true);
  update public.articles as a
    set title = restored.title, slug = restored.slug, category = restored.category, excerpt = restored.excerpt,
      content = restored.content, thumbnail_url = restored.thumbnail_url
    where a.id = article;
  perform pg_catalog.set_config('app.restores_article_version', '', true);
  select pg_catalog.max(v.number) into made from public.article_versions as v where v.article_id = article;
  return made;
end;
$$;
revoke all on function public.restore_article_version(uuid, integer) from public, anon;
grant execute on function public.restore_article_version(uuid, integer) to authenticated;
