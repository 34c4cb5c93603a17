-- A version published for a later time (docs/decisions/036-content-as-data.md) reaches the prerendered pages by a
-- rebuild at that time: the site-rebuild function, called by pg_cron every ten minutes with the service role key,
-- asks here whether such a version has gone live since the last build was sent. A version published at once asked for
-- its own rebuild when it was published (its live time is not after its publishing), so it never asks twice.
create function public.content_due_for_rebuild() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.content_versions as version, private.site_rebuild as rebuild
    where rebuild.id = 1
      and version.live_at > version.published_at
      and version.live_at <= pg_catalog.now()
      and version.live_at > coalesce(rebuild.sent_at, '-infinity'::timestamptz)
  )
$$;

revoke all on function public.content_due_for_rebuild() from public, anon, authenticated;
grant execute on function public.content_due_for_rebuild() to service_role;
