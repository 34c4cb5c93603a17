-- An event's versions (issue 64, docs/decisions/036-content-as-data.md), as an article's (migration 20261212090000):
-- every save that changes what an event says and where (title, audience, description, address, city, online link) is
-- a version with who and when; staff see the list and the differences in words, and restore an earlier version in one
-- step, which is itself a new version. Its time, its seats, publishing and cancelling are not versions: a moved time
-- tells the registrants (the form's path does) and seats never fall below those taken, consequences a one-step
-- restore must not bring about unasked.
create table public.event_versions (
  event_id uuid not null references public.events (id) on delete cascade,
  number integer not null check (number >= 1),
  title text not null,
  audience public.event_audience not null,
  description text not null,
  address text,
  city text,
  online_url text,
  -- Who saved it (a staff account, kept as it was then; null for what was there before versions).
  saved_by uuid,
  saved_by_email text,
  saved_at timestamptz not null default pg_catalog.clock_timestamp(),
  -- The earlier version this one restores, if it does.
  restores integer check (restores is null or restores < number),
  primary key (event_id, number)
);

-- Append-only: no update or truncate, whoever asks; a delete only as the versioned row's own deletion cascades (an
-- event: a draft nobody registered for), never one by one. One function for every versions table: the content
-- documents' (whose versions no deletion cascades to: their key is restricted) said it first, and the articles' take
-- it in place of their own; each says which table refused.
create or replace function private.refuse_version_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and pg_catalog.pg_trigger_depth() > 1 then
    return old;
  end if;
  raise exception '% are append-only', pg_catalog.replace(tg_table_name, '_', ' ') using errcode = '42501';
end;
$$;
create trigger event_versions_append_only before update or delete on public.event_versions
  for each row execute function private.refuse_version_change();
create trigger event_versions_never_truncated before truncate on public.event_versions
  for each statement execute function private.refuse_version_change();

drop trigger article_versions_append_only on public.article_versions;
drop trigger article_versions_never_truncated on public.article_versions;
create trigger article_versions_append_only before update or delete on public.article_versions
  for each row execute function private.refuse_version_change();
create trigger article_versions_never_truncated before truncate on public.article_versions
  for each statement execute function private.refuse_version_change();
drop function private.refuse_article_version_change();

-- The version a save makes: written by the database, so no client can write or forge one. A restore says which
-- version it brings back in a setting of its own transaction.
create function private.record_event_version() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.title, new.audience, new.description, new.address, new.city, new.online_url)
    is not distinct from (old.title, old.audience, old.description, old.address, old.city, old.online_url) then
    return null;
  end if;
  insert into public.event_versions
    (event_id, number, title, audience, description, address, city, online_url, saved_by, saved_by_email, restores)
  values (
    new.id,
    coalesce((select pg_catalog.max(v.number) from public.event_versions as v where v.event_id = new.id), 0) + 1,
    new.title, new.audience, new.description, new.address, new.city, new.online_url,
    auth.uid(),
    (select u.email from auth.users as u where u.id = auth.uid()),
    nullif(pg_catalog.current_setting('app.restores_event_version', true), '')::integer
  );
  return null;
end;
$$;
create trigger events_record_version after insert or update on public.events
  for each row execute function private.record_event_version();

-- What was there before versions is each event's first.
insert into public.event_versions (event_id, number, title, audience, description, address, city, online_url, saved_at)
select e.id, 1, e.title, e.audience, e.description, e.address, e.city, e.online_url, e.created_at from public.events as e;

alter table public.event_versions enable row level security;
revoke all on public.event_versions from public, anon, authenticated;
grant select on public.event_versions to authenticated;
create policy "admins read event versions" on public.event_versions for select to authenticated
  using ((select private.is_admin()));

-- Restores an earlier version's words and place as the event's own (a new version that names it); its time, seats,
-- and whether it shows or is cancelled stay as they are. Admins only; a version of another event, or none, is a 404.
create function public.restore_event_version(event uuid, version integer) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  restored public.event_versions;
  made integer;
begin
  perform private.require_admin('restore_event_version');
  select * into restored from public.event_versions as v where v.event_id = event and v.number = version;
  if not found then
    raise exception 'no such version' using errcode = 'PT404';
  end if;
  perform pg_catalog.set_config('app.restores_event_version', version::text, true);
  update public.events as e
    set title = restored.title, audience = restored.audience, description = restored.description,
      address = restored.address, city = restored.city, online_url = restored.online_url
    where e.id = event;
  perform pg_catalog.set_config('app.restores_event_version', '', true);
  select pg_catalog.max(v.number) into made from public.event_versions as v where v.event_id = event;
  return made;
end;
$$;
revoke all on function public.restore_event_version(uuid, integer) from public, anon;
grant execute on function public.restore_event_version(uuid, integer) to authenticated;
