-- What a row records about itself is set by the database, whatever the client sends: its id and creation
-- time on every table visitors or admins write, and a download's address from the request PostgREST
-- passes on (request.headers). Only the API roles are overridden: migrations and seeds, which run as the
-- owner, keep the values they give.

create function private.set_server_fields() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.id := pg_catalog.gen_random_uuid();
    new.created_at := pg_catalog.now();
  end if;
  return new;
end;
$$;

create trigger leads_server_fields before insert on public.leads
for each row execute function private.set_server_fields();
create trigger pdf_downloads_server_fields before insert on public.pdf_downloads
for each row execute function private.set_server_fields();
create trigger articles_server_fields before insert on public.articles
for each row execute function private.set_server_fields();

-- The first address of X-Forwarded-For as the API gateway passes it on; empty where there is none.
create function private.set_download_address() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  headers jsonb := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
begin
  if current_user in ('anon', 'authenticated') then
    new.ip_address := pg_catalog.left(
      pg_catalog.btrim(pg_catalog.split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', 1)),
      64
    );
  end if;
  return new;
end;
$$;

create trigger pdf_downloads_address before insert on public.pdf_downloads
for each row execute function private.set_download_address();

-- The specification's lead payload carries no submission_id: the database makes one. The site's own
-- idempotent retries keep sending theirs.
alter table public.leads alter column submission_id set default gen_random_uuid();
