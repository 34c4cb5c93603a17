-- The morning digest (issue 36, docs/decisions/025-morning-digest.md): every day at 09:00 Athens time the
-- morning-digest function asks this database for yesterday's leads and the leads overdue now, and sends one
-- e-mail. Each day is claimed once here, so a retry, a second scheduler or a second instance sends no second
-- digest. The digest names no one: forms, times, how late, and links into the inbox.

create table private.digest_runs (
  -- The Greek day the digest reports on (yesterday, when it is sent).
  day date primary key,
  claimed_at timestamptz not null,
  sent_at timestamptz,
  leads integer not null check (leads >= 0),
  overdue integer not null check (overdue >= 0)
);
alter table private.digest_runs enable row level security;
revoke all on private.digest_runs from public, anon, authenticated;

-- Claims `day` and answers what its digest holds: the leads received in [day_start, day_end) and the new
-- leads older than `overdue_hours` at `at` (the newest 100, with their count). 'empty' when there is
-- neither (nothing is claimed: an empty day sends nothing), 'done' when the day was sent already or is
-- being sent (a claim younger than ten minutes that has not failed).
create function public.claim_morning_digest(day date, day_start timestamptz, day_end timestamptz, at timestamptz, overdue_hours integer default 24)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  received jsonb;
  late jsonb;
  late_count integer;
  claimed boolean;
begin
  if day_start >= day_end or day_end > at then
    raise exception 'the day must be over before its digest' using errcode = '22023';
  end if;
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', l.id, 'lead_source', l.lead_source, 'created_at', l.created_at) order by l.lead_source, l.created_at), '[]')
    into received
    from public.leads as l
    where l.created_at >= day_start and l.created_at < day_end;
  select pg_catalog.count(*) into late_count
    from public.leads as l
    where l.status = 'new' and l.created_at < at - pg_catalog.make_interval(hours => overdue_hours);
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', o.id, 'lead_source', o.lead_source, 'created_at', o.created_at) order by o.created_at), '[]')
    into late
    from (
      select l.id, l.lead_source, l.created_at from public.leads as l
      where l.status = 'new' and l.created_at < at - pg_catalog.make_interval(hours => overdue_hours)
      order by l.created_at desc
      limit 100
    ) as o;
  if pg_catalog.jsonb_array_length(received) = 0 and late_count = 0 then
    return pg_catalog.jsonb_build_object('status', 'empty');
  end if;
  insert into private.digest_runs as runs (day, claimed_at, leads, overdue)
  values (day, at, pg_catalog.jsonb_array_length(received), late_count)
  on conflict on constraint digest_runs_pkey do update
    set claimed_at = excluded.claimed_at, leads = excluded.leads, overdue = excluded.overdue
    where runs.sent_at is null and runs.claimed_at < excluded.claimed_at - interval '10 minutes'
  returning true into claimed;
  if claimed is null then
    return pg_catalog.jsonb_build_object('status', 'done');
  end if;
  return pg_catalog.jsonb_build_object('status', 'claimed', 'leads', received, 'overdue', late, 'overdue_count', late_count);
end;
$$;
revoke all on function public.claim_morning_digest(date, timestamptz, timestamptz, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_morning_digest(date, timestamptz, timestamptz, timestamptz, integer) to service_role;

-- The digest went out (sent = true), or could not (the claim is released, so the next try sends it).
create function public.finish_morning_digest(day date, sent boolean, at timestamptz default pg_catalog.now())
returns void
language sql
security definer
set search_path = ''
as $$
  update private.digest_runs as runs set sent_at = at where runs.day = finish_morning_digest.day and sent;
  delete from private.digest_runs as runs where runs.day = finish_morning_digest.day and not sent and runs.sent_at is null;
$$;
revoke all on function public.finish_morning_digest(date, boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.finish_morning_digest(date, boolean, timestamptz) to service_role;

-- Hosted Supabase: pg_cron calls the function through pg_net at 06:00 and 07:00 UTC, which is 09:00 in
-- Athens in summer and in winter; the function sends only from 09:00 Greek time, once per day. It reads
-- the project's address and service key from Vault (README: "The morning digest"). Where pg_cron, pg_net
-- or the secrets are missing, nothing is scheduled; run `select private.schedule_morning_digest();` once
-- they exist. The local backend calls the same function on its own timer.
create function private.schedule_morning_digest() returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if (select pg_catalog.count(*) from pg_catalog.pg_extension where extname in ('pg_cron', 'pg_net')) < 2
    or not exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    return false;
  end if;
  execute $schedule$
    select cron.schedule('morning-digest', '0 6,7 * * *', $call$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/morning-digest',
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
revoke all on function private.schedule_morning_digest() from public, anon, authenticated;
select private.schedule_morning_digest();
