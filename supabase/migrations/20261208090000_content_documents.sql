-- The company's content as data (issue 64, docs/decisions/036-content-as-data.md): every text, figure and link a
-- visitor reads outside articles and events is a document staff edit as a draft and publish as a version. One
-- schema per kind, written in valibot beside the forms' schemas and stored here as JSON Schema: the editor, the
-- build and this database refuse the same documents. A version is never changed or removed (not even by the
-- tables' owner): restoring one publishes it again as a new version.

-- The subset of JSON Schema the project's generated schemas use, checked in PL/pgSQL so that the local backends
-- (PGlite, Debian's PostgreSQL) and the hosted one agree without an extension. Answers one line per violation,
-- '<JSON pointer>: <keyword>', empty when the instance matches. A keyword it does not know is a violation too:
-- a schema it cannot fully check refuses everything rather than letting anything through.
create function private.json_schema_errors(schema jsonb, instance jsonb, path text default '')
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  errors text[] := '{}';
  keyword text;
  value jsonb;
  kind text := pg_catalog.jsonb_typeof(instance);
  item record;
  matched boolean;
begin
  for keyword, value in select * from pg_catalog.jsonb_each(schema) loop
    case keyword
      when '$schema', 'title', 'description' then
        null;
      when 'type' then
        if not (
          value ? kind
          or value #>> '{}' = kind
          or case when kind = 'number' and (value ? 'integer' or value #>> '{}' = 'integer')
            then (instance #>> '{}')::numeric % 1 = 0 else false end
        ) then
          errors := errors || (path || ': type');
        end if;
      when 'enum' then
        if not value @> pg_catalog.jsonb_build_array(instance) then errors := errors || (path || ': enum'); end if;
      when 'const' then
        if instance is distinct from value then errors := errors || (path || ': const'); end if;
      when 'anyOf' then
        matched := false;
        for item in select e.element from pg_catalog.jsonb_array_elements(value) as e(element) loop
          if pg_catalog.cardinality(private.json_schema_errors(item.element, instance, path)) = 0 then
            matched := true;
            exit;
          end if;
        end loop;
        if not matched then errors := errors || (path || ': anyOf'); end if;
      when 'minLength' then
        if kind = 'string' and pg_catalog.char_length(instance #>> '{}') < (value #>> '{}')::int then errors := errors || (path || ': minLength'); end if;
      when 'maxLength' then
        if kind = 'string' and pg_catalog.char_length(instance #>> '{}') > (value #>> '{}')::int then errors := errors || (path || ': maxLength'); end if;
      when 'pattern' then
        if kind = 'string' and not (instance #>> '{}') ~ (value #>> '{}') then errors := errors || (path || ': pattern'); end if;
      when 'minimum' then
        if (case when kind = 'number' then (instance #>> '{}')::numeric < (value #>> '{}')::numeric else false end) then
          errors := errors || (path || ': minimum');
        end if;
      when 'maximum' then
        if (case when kind = 'number' then (instance #>> '{}')::numeric > (value #>> '{}')::numeric else false end) then
          errors := errors || (path || ': maximum');
        end if;
      when 'minItems' then
        if (case when kind = 'array' then pg_catalog.jsonb_array_length(instance) < (value #>> '{}')::int else false end) then
          errors := errors || (path || ': minItems');
        end if;
      when 'maxItems' then
        if (case when kind = 'array' then pg_catalog.jsonb_array_length(instance) > (value #>> '{}')::int else false end) then
          errors := errors || (path || ': maxItems');
        end if;
      when 'items' then
        if kind = 'array' then
          for item in select e.element, e.position - 1 as position from pg_catalog.jsonb_array_elements(instance) with ordinality as e(element, position) loop
            errors := errors || private.json_schema_errors(value, item.element, path || '/' || item.position);
          end loop;
        end if;
      when 'required' then
        if kind = 'object' then
          for item in select name from pg_catalog.jsonb_array_elements_text(value) as name loop
            if not instance ? item.name then errors := errors || (path || '/' || item.name || ': required'); end if;
          end loop;
        end if;
      when 'properties' then
        if kind = 'object' then
          for item in select key, schema_of from pg_catalog.jsonb_each(value) as property(key, schema_of) loop
            if instance ? item.key then
              errors := errors || private.json_schema_errors(item.schema_of, instance -> item.key, path || '/' || item.key);
            end if;
          end loop;
        end if;
      when 'additionalProperties' then
        if kind = 'object' then
          for item in select key, member from pg_catalog.jsonb_each(instance) as property(key, member)
            where not coalesce(schema -> 'properties', '{}') ? key loop
            if value = 'false'::jsonb then
              errors := errors || (path || '/' || item.key || ': additionalProperties');
            elsif value <> 'true'::jsonb then
              errors := errors || private.json_schema_errors(value, item.member, path || '/' || item.key);
            end if;
          end loop;
        end if;
      else
        errors := errors || (path || ': unsupported keyword ' || keyword);
    end case;
  end loop;
  return errors;
end;
$$;

create table public.content_schemas (
  kind text primary key check (kind ~ '^[a-z][a-z-]{1,39}$'),
  schema jsonb not null check (pg_catalog.jsonb_typeof(schema) = 'object')
);

create table public.content_documents (
  key text primary key check (key ~ '^[a-z][a-z0-9-]{0,39}(:[a-z0-9-]{1,40})?$'),
  kind text not null references public.content_schemas (kind),
  -- How the back office names it (Greek), e.g. «Στοιχεία της εταιρείας».
  title text not null check (pg_catalog.char_length(pg_catalog.btrim(title)) between 2 and 100),
  -- The draft may be incomplete while staff type (autosave); it is checked against its schema when published.
  draft jsonb not null check (pg_catalog.jsonb_typeof(draft) = 'object' and pg_catalog.octet_length(draft::text) <= 262144),
  -- What the company must still supply: JSON pointer -> { supply: the Greek explanation, sample: the stand-in }.
  -- A field is still a placeholder while its value is the sample (docs/decisions/036).
  placeholders jsonb not null default '{}' check (pg_catalog.jsonb_typeof(placeholders) = 'object'),
  -- Each save names the revision it started from; a stale one is refused (two editors never overwrite silently).
  revision integer not null default 1 check (revision >= 1),
  updated_by uuid,
  updated_at timestamptz not null default pg_catalog.now()
);

create table public.content_versions (
  document_key text not null references public.content_documents (key) on delete restrict,
  number integer not null check (number >= 1),
  data jsonb not null,
  -- Who published it (a staff account, kept as it was then; null for the seed).
  published_by uuid,
  published_by_email text,
  published_at timestamptz not null default pg_catalog.clock_timestamp(),
  -- When it goes live (Athens time in the back office); a later time is a scheduled publish.
  live_at timestamptz not null default pg_catalog.now(),
  -- The earlier version this one restores, if it does.
  restores integer check (restores is null or restores < number),
  primary key (document_key, number)
);
create index content_versions_live on public.content_versions (document_key, live_at desc, number desc);

-- Versions are append-only: no update, delete or truncate, whoever asks.
create function private.refuse_version_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'content versions are append-only' using errcode = '42501';
end;
$$;
create trigger content_versions_append_only before update or delete on public.content_versions
  for each row execute function private.refuse_version_change();
create trigger content_versions_never_truncated before truncate on public.content_versions
  for each statement execute function private.refuse_version_change();

-- A version that breaks its kind's schema is never stored, however it is inserted.
create function private.check_content_version() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  schema jsonb := (select s.schema from public.content_schemas as s join public.content_documents as d on d.kind = s.kind
    where d.key = new.document_key);
  errors text[] := private.json_schema_errors(schema, new.data);
begin
  if pg_catalog.cardinality(errors) > 0 then
    raise exception 'the document does not match its schema' using errcode = '23514',
      detail = pg_catalog.array_to_string(errors[1:20], E'\n');
  end if;
  return new;
end;
$$;
create trigger content_versions_match_schema before insert on public.content_versions
  for each row execute function private.check_content_version();

alter table public.content_schemas enable row level security;
alter table public.content_documents enable row level security;
alter table public.content_versions enable row level security;
revoke all on public.content_schemas, public.content_documents, public.content_versions from public, anon, authenticated;

-- Admins read every document, draft and version; they write only through the functions below, which keep the
-- revision and the versions' numbers. Visitors (and the build) read what is published through published_content.
grant select on public.content_schemas, public.content_documents, public.content_versions to authenticated;
create policy "admins read the schemas" on public.content_schemas for select to authenticated using ((select private.is_admin()));
create policy "admins read the documents" on public.content_documents for select to authenticated using ((select private.is_admin()));
create policy "admins read the versions" on public.content_versions for select to authenticated using ((select private.is_admin()));

create function private.require_admin(action text) returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'permission denied for function %', action using errcode = '42501';
  end if;
end;
$$;

-- The document, locked, when its revision is still the one the caller started from. A stale revision is refused
-- with PostgREST's 409 (SQLSTATE PT409) and the current revision in the detail, so the editor can compare.
create function private.lock_content(document text, from_revision integer) returns public.content_documents
language plpgsql
set search_path = ''
as $$
declare
  found_document public.content_documents;
begin
  select * into found_document from public.content_documents as d where d.key = document for update;
  if not found then
    raise exception 'no such document' using errcode = 'PT404';
  end if;
  if found_document.revision <> from_revision then
    raise exception 'the document changed since revision %', from_revision using errcode = 'PT409',
      detail = found_document.revision::text;
  end if;
  return found_document;
end;
$$;

-- Saves a draft (autosave): answers the new revision.
create function public.save_content_draft(document text, from_revision integer, draft jsonb) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved integer;
begin
  perform private.require_admin('save_content_draft');
  perform private.lock_content(document, from_revision);
  update public.content_documents as d
    set draft = save_content_draft.draft, revision = d.revision + 1, updated_by = auth.uid(), updated_at = pg_catalog.now()
    where d.key = document
    returning d.revision into saved;
  return saved;
end;
$$;

-- Publishes the draft as it is at `from_revision`, now or at `live_at`: answers the new version's number. A draft
-- that breaks its schema is refused (23514, 400) with the paths that break it.
create function public.publish_content(document text, from_revision integer, live_at timestamptz default null) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_document public.content_documents;
  published integer;
begin
  perform private.require_admin('publish_content');
  current_document := private.lock_content(document, from_revision);
  insert into public.content_versions (document_key, number, data, published_by, published_by_email, live_at)
  values (
    document,
    coalesce((select pg_catalog.max(v.number) from public.content_versions as v where v.document_key = document), 0) + 1,
    current_document.draft,
    auth.uid(),
    (select u.email from auth.users as u where u.id = auth.uid()),
    greatest(coalesce(publish_content.live_at, pg_catalog.now()), pg_catalog.now())
  )
  returning number into published;
  return published;
end;
$$;

-- Publishes an earlier version again, as a new version that names it, and makes it the draft: one step.
create function public.restore_content_version(document text, version integer, from_revision integer) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  restored jsonb;
  published integer;
begin
  perform private.require_admin('restore_content_version');
  perform private.lock_content(document, from_revision);
  select v.data into restored from public.content_versions as v where v.document_key = document and v.number = version;
  if restored is null then
    raise exception 'no such version' using errcode = 'PT404';
  end if;
  insert into public.content_versions (document_key, number, data, published_by, published_by_email, restores)
  values (
    document,
    (select pg_catalog.max(v.number) from public.content_versions as v where v.document_key = document) + 1,
    restored,
    auth.uid(),
    (select u.email from auth.users as u where u.id = auth.uid()),
    version
  )
  returning number into published;
  update public.content_documents as d
    set draft = restored, revision = d.revision + 1, updated_by = auth.uid(), updated_at = pg_catalog.now()
    where d.key = document;
  return published;
end;
$$;

-- What the public site shows: each document's newest version whose time has come. Anyone may read it (the build
-- reads it with the anon key); nothing else of the tables (drafts, who published) is public.
create function public.published_content()
returns table (key text, kind text, number integer, data jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (v.document_key) v.document_key, d.kind, v.number, v.data
  from public.content_versions as v join public.content_documents as d on d.key = v.document_key
  where v.live_at <= pg_catalog.now()
  order by v.document_key, v.live_at desc, v.number desc
$$;

-- What the published site still shows as a stand-in, with what to supply: the launch check's list.
create function public.published_placeholders()
returns table (key text, path text, supply text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.key, entry.key, entry.value ->> 'supply'
  from public.published_content() as p
  join public.content_documents as d on d.key = p.key,
  lateral pg_catalog.jsonb_each(d.placeholders) as entry
  where p.data #> pg_catalog.string_to_array(pg_catalog.ltrim(entry.key, '/'), '/') = entry.value -> 'sample'
  order by p.key, entry.key
$$;

revoke all on function private.json_schema_errors(jsonb, jsonb, text), private.require_admin(text),
  private.lock_content(text, integer), private.refuse_version_change(), private.check_content_version() from public, anon, authenticated;
revoke all on function public.save_content_draft(text, integer, jsonb), public.publish_content(text, integer, timestamptz),
  public.restore_content_version(text, integer, integer), public.published_content(), public.published_placeholders()
  from public, anon, authenticated;
grant execute on function public.save_content_draft(text, integer, jsonb), public.publish_content(text, integer, timestamptz),
  public.restore_content_version(text, integer, integer) to authenticated;
grant execute on function public.published_content(), public.published_placeholders() to anon, authenticated;

-- The kinds' schemas, generated from packages/data/src/content (content:schemas prints them; a test holds them equal).
insert into public.content_schemas (kind, schema) values
  ('company', '{"type":"object","properties":{"name":{"type":"string","maxLength":80,"pattern":"\\S"},"shortName":{"type":"string","maxLength":30,"pattern":"\\S"},"siteUrl":{"type":"string","pattern":"^https:\\/\\/[a-z0-9.-]+\\.[a-z]{2,}$"},"phone":{"type":"object","properties":{"display":{"type":"string","pattern":"^[0-9][0-9 ]{7,15}[0-9]$"},"href":{"type":"string","pattern":"^tel:\\+[0-9]{8,15}$"},"international":{"type":"string","pattern":"^\\+[0-9][0-9 ]{7,18}[0-9]$"}},"required":["display","href","international"],"additionalProperties":false},"email":{"type":"string","maxLength":254,"pattern":"^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"},"address":{"type":"object","properties":{"street":{"type":"string","maxLength":100,"pattern":"\\S"},"floor":{"type":"string","maxLength":40,"pattern":"\\S"},"postalCode":{"type":"string","pattern":"^[0-9]{3} [0-9]{2}$"},"city":{"type":"string","maxLength":60,"pattern":"\\S"},"region":{"type":"string","maxLength":60,"pattern":"\\S"},"country":{"enum":["GR","CY"],"type":"string"},"geo":{"type":"object","properties":{"latitude":{"type":"number","minimum":-90,"maximum":90},"longitude":{"type":"number","minimum":-180,"maximum":180}},"required":["latitude","longitude"],"additionalProperties":false}},"required":["street","floor","postalCode","city","region","country","geo"],"additionalProperties":false},"foundingYear":{"type":"integer","minimum":1900,"maximum":2100},"appUrl":{"type":"string","maxLength":500,"pattern":"^https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?$"},"termsPdfUrl":{"type":"string","maxLength":500,"pattern":"^https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?$"},"questionnaireUrl":{"type":"string","maxLength":500,"pattern":"^https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?$"},"calculatorUrl":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"},"social":{"type":"object","properties":{"facebook":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"},"instagram":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"},"linkedin":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"},"youtube":{"type":"string","maxLength":500,"pattern":"^(https:\\/\\/[A-Za-z0-9.-]+\\.[A-Za-z]{2,}(\\/[^\\s]*)?|\\/[^\\s/][^\\s]*)$"}},"required":["facebook","instagram","linkedin","youtube"],"additionalProperties":false},"themeColor":{"type":"string","pattern":"^#[0-9a-f]{6}$"}},"required":["name","shortName","siteUrl","phone","email","address","foundingYear","appUrl","termsPdfUrl","questionnaireUrl","calculatorUrl","social","themeColor"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}')
on conflict (kind) do update set schema = excluded.schema;
