-- The builds of the public site, as the host's build command reports them (docs/decisions/036-content-as-data.md):
-- staff see in the back office whether the last publish reached the pages, and when a build failed, why, in Greek,
-- and that visitors still see the last good build. The build reports through the site-build-report function (a
-- secret of its own, never the service role key in the build's environment); only the service role writes here.

create table private.site_builds (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default pg_catalog.clock_timestamp(),
  finished_at timestamptz,
  outcome text not null default 'building' check (outcome in ('building', 'succeeded', 'failed')),
  -- Why a build failed, from a fixed list the back office words in Greek; the document the build refused, by key.
  failure text check (failure in ('content-unreadable', 'content-invalid', 'launch-check', 'build-error')),
  document text check (document ~ '^[a-z0-9-]{1,60}$'),
  check ((outcome = 'failed') = (failure is not null)),
  check ((outcome = 'building') = (finished_at is null)),
  check (document is null or failure = 'content-invalid')
);
create index site_builds_newest on private.site_builds (started_at desc);
alter table private.site_builds enable row level security;
revoke all on private.site_builds from public, anon, authenticated;

-- A build begins: its number, for the report of its end.
create function public.record_site_build_start() returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into private.site_builds default values returning id
$$;

-- A build ends, once: true when it was still building (a second report of the same end changes nothing).
create function public.record_site_build_end(build bigint, succeeded boolean, failure text default null, document text default null)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with ended as (
    update private.site_builds
    set finished_at = pg_catalog.clock_timestamp(),
        outcome = case when succeeded then 'succeeded' else 'failed' end,
        failure = case when succeeded then null else coalesce(record_site_build_end.failure, 'build-error') end,
        document = case when succeeded then null else record_site_build_end.document end
    where id = build and outcome = 'building'
    returning 1
  )
  select exists (select 1 from ended)
$$;

-- What the back office shows: the newest build, the last one that succeeded (what visitors see), and when a
-- rebuild was last asked for and sent to the host. Admins only; one row, however many builds there were.
create function public.site_build_status()
returns table (
  latest_id bigint,
  latest_started_at timestamptz,
  latest_finished_at timestamptz,
  latest_outcome text,
  latest_failure text,
  latest_document text,
  last_good_at timestamptz,
  requested_at timestamptz,
  sent_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('site_build_status');
  return query
  select latest.id, latest.started_at, latest.finished_at, latest.outcome, latest.failure, latest.document,
    (select good.finished_at from private.site_builds as good where good.outcome = 'succeeded' order by good.started_at desc limit 1),
    rebuild.requested_at, rebuild.sent_at
  from private.site_rebuild as rebuild
  left join lateral (select * from private.site_builds order by started_at desc limit 1) as latest on true
  where rebuild.id = 1;
end;
$$;

revoke all on function public.record_site_build_start(), public.record_site_build_end(bigint, boolean, text, text),
  public.site_build_status() from public, anon, authenticated;
grant execute on function public.record_site_build_start(), public.record_site_build_end(bigint, boolean, text, text) to service_role;
grant execute on function public.site_build_status() to authenticated;
