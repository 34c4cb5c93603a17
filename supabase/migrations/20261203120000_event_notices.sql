-- Registrants are told when their event is cancelled or moved (issue 54): a change staff make to a published event
-- queues one notice per registration that still holds a seat or a place in line, in the same transaction as the
-- change; event-notices sends them (called by the back office right after the change, and on a timer as a safety
-- net), each claimed once and released when its mail fails.

create table private.event_notices (
  id bigint generated always as identity primary key,
  registration_id uuid not null references public.event_registrations (id) on delete cascade,
  kind text not null check (kind in ('cancelled', 'moved')),
  queued_at timestamptz not null default pg_catalog.now(),
  sent_at timestamptz
);
create index event_notices_pending on private.event_notices (queued_at, id) where sent_at is null;
alter table private.event_notices enable row level security;
revoke all on private.event_notices from public, anon, authenticated;

create function private.queue_event_notices() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  what text := case
    when new.status = 'cancelled' and old.status <> 'cancelled' then 'cancelled'
    when new.status <> 'cancelled' and (new.starts_at <> old.starts_at or new.ends_at <> old.ends_at) then 'moved'
  end;
begin
  if what is not null and new.published and new.ends_at > pg_catalog.now() then
    insert into private.event_notices (registration_id, kind)
    select r.id, what from public.event_registrations as r where r.event_id = new.id and r.state in ('confirmed', 'waiting');
  end if;
  return new;
end;
$$;
create trigger events_notify_registrants after update of status, starts_at, ends_at on public.events
  for each row execute function private.queue_event_notices();

-- The pending notices, at most `max_rows`, marked sent at `at` in the same statement; each with its registration as
-- the e-mails need it and its calendar file's SEQUENCE (one more than the registration's notices before it).
create function public.claim_event_notices(at timestamptz, max_rows integer default 200)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  with due as (
    select n.id from private.event_notices as n
    where n.sent_at is null
    order by n.queued_at, n.id
    limit least(greatest(max_rows, 1), 500)
    for update skip locked
  ), claimed as (
    update private.event_notices as n set sent_at = at from due where n.id = due.id
    returning n.id, n.registration_id, n.kind, n.queued_at
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('notice_id', c.id, 'kind', c.kind,
    'sequence', (select pg_catalog.count(*) + 1 from private.event_notices as earlier where earlier.registration_id = c.registration_id
      and earlier.id < c.id),
    'registration_id', r.id, 'state', r.state, 'people', r.people, 'email', l.email, 'first_name', l.first_name,
    'event', private.event_for_mail(e)) order by c.queued_at, c.id), '[]'::jsonb)
  from claimed as c
  join public.event_registrations as r on r.id = c.registration_id
  join public.leads as l on l.id = r.lead_id
  join public.events as e on e.id = r.event_id
$$;

create function public.release_event_notice(notice bigint) returns void
language sql
security definer
set search_path = ''
as $$
  update private.event_notices as n set sent_at = null where n.id = notice
$$;

revoke all on function private.queue_event_notices() from public, anon, authenticated;
revoke all on function public.claim_event_notices(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_event_notices(timestamptz, integer) to service_role;
revoke all on function public.release_event_notice(bigint) from public, anon, authenticated;
grant execute on function public.release_event_notice(bigint) to service_role;

-- Hosted Supabase: pg_cron calls event-notices every ten minutes with the service role key (from Vault), a safety net
-- for a notice the back office's own call missed. Where pg_cron, pg_net or the secrets are missing, nothing is
-- scheduled; run `select private.schedule_event_notices();` once they exist. The local backend calls it on its timer.
create function private.schedule_event_notices() returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if (select pg_catalog.count(*) from pg_catalog.pg_extension where extname in ('pg_cron', 'pg_net')) < 2
    or not exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    return false;
  end if;
  execute $schedule$
    select cron.schedule('event-notices', '*/10 * * * *', $call$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/event-notices',
        headers := pg_catalog.jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{}'::jsonb
      )
    $call$)
  $schedule$;
  return true;
end;
$$;
revoke all on function private.schedule_event_notices() from public, anon, authenticated;
select private.schedule_event_notices();
