-- The static host's build hook, debounced across function instances: every publish, edit or delete asks
-- for a rebuild (request_site_rebuild); the site-rebuild function waits a while and then claims the
-- request (claim_site_rebuild), which only the newest request can, so a burst of changes is one build.

create table private.site_rebuild (
  id integer primary key default 1 check (id = 1),
  requested_at timestamptz,
  sent_at timestamptz
);
insert into private.site_rebuild (id) values (1);
alter table private.site_rebuild enable row level security;
revoke all on private.site_rebuild from public, anon, authenticated;

create function public.request_site_rebuild() returns timestamptz
language sql
security definer
set search_path = ''
as $$
  update private.site_rebuild set requested_at = pg_catalog.clock_timestamp() where id = 1 returning requested_at
$$;

-- True once, for the newest request, when no newer one came in the meantime and none was sent since.
create function public.claim_site_rebuild(requested timestamptz) returns boolean
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update private.site_rebuild set sent_at = pg_catalog.clock_timestamp()
    where id = 1 and requested_at = requested and (sent_at is null or sent_at < requested_at)
    returning 1
  )
  select exists (select 1 from claimed)
$$;

revoke all on function public.request_site_rebuild() from public, anon, authenticated;
revoke all on function public.claim_site_rebuild(timestamptz) from public, anon, authenticated;
grant execute on function public.request_site_rebuild() to service_role;
grant execute on function public.claim_site_rebuild(timestamptz) to service_role;
