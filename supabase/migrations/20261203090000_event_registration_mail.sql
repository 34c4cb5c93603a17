-- What a registrant receives (issue 54, decision 035): the intake's registration answers with the event as the
-- confirmation e-mail states it; a pupils' event needs the pupil's class (checked again here, whatever posted it);
-- the day-before reminder is claimed once per registration; the cancel page and a promoted registrant's notice
-- read one registration with its event. All for the service role only: the Edge Functions that send them.

-- The event as a registrant's e-mails and calendar file state it: with the online link, which only registrants get.
create function private.event_for_mail(chosen public.events) returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('id', chosen.id, 'title', chosen.title, 'audience', chosen.audience,
    'description', chosen.description, 'starts_at', chosen.starts_at, 'ends_at', chosen.ends_at, 'address', chosen.address,
    'city', chosen.city, 'online_url', chosen.online_url, 'status', chosen.status)
$$;
revoke all on function private.event_for_mail(public.events) from public, anon, authenticated;

create or replace function public.register_for_event(
  lead jsonb,
  registration jsonb,
  client text,
  max_per_window integer,
  window_seconds integer,
  dedupe_seconds integer default 300,
  per_address_day integer default null,
  per_person integer default null,
  per_person_day integer default null,
  as_of timestamptz default pg_catalog.now()
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted_event uuid;
  wanted_people integer;
  wanted_class text := nullif(registration ->> 'pupil_class', '');
  chosen public.events;
  stored jsonb;
  existing public.event_registrations;
  place public.registration_state;
begin
  if pg_catalog.jsonb_typeof(registration) is distinct from 'object' then
    raise exception 'registration must be a JSON object' using errcode = '22023';
  end if;
  wanted_event := nullif(registration ->> 'event_id', '')::uuid;
  wanted_people := (registration ->> 'people')::integer;
  select * into chosen from public.events as e where e.id = wanted_event for update;
  if not found or not chosen.published or not chosen.registration_open or chosen.status = 'cancelled' or chosen.starts_at <= as_of then
    return pg_catalog.jsonb_build_object('status', 'closed');
  end if;
  -- The pupil's class is asked for a pupils' event only, and then it is needed.
  if chosen.audience <> 'pupils' then
    wanted_class := null;
  elsif wanted_class is null then
    return pg_catalog.jsonb_build_object('status', 'class_required');
  end if;

  stored := public.intake_lead(lead || pg_catalog.jsonb_build_object('lead_source', 'imerides_registration_form'), client,
    max_per_window, window_seconds, dedupe_seconds, per_address_day, per_person, per_person_day);
  if stored ->> 'status' = 'throttled' then
    return stored;
  end if;
  select * into existing from public.event_registrations as r where r.lead_id = (stored ->> 'id')::uuid;
  if existing.id is not null then
    return stored || pg_catalog.jsonb_build_object('status', 'duplicate', 'registration_id', existing.id, 'state', existing.state,
      'people', existing.people, 'event', private.event_for_mail(chosen));
  end if;

  place := case
    when not exists (select 1 from public.event_registrations as r where r.event_id = chosen.id and r.state = 'waiting')
      and chosen.seats - private.seats_taken(chosen.id) >= wanted_people then 'confirmed'
    else 'waiting'
  end;
  insert into public.event_registrations (event_id, lead_id, people, pupil_class, state)
  values (chosen.id, (stored ->> 'id')::uuid, wanted_people, wanted_class, place)
  returning * into existing;
  return stored || pg_catalog.jsonb_build_object('registration_id', existing.id, 'state', existing.state,
    'people', existing.people, 'event', private.event_for_mail(chosen));
end;
$$;

-- Registrations with their person and event, as the e-mails about them need (the cancel page, a promoted
-- registrant's notice). Never more than 200 at once.
create function public.registration_mail(registration_ids uuid[])
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('registration_id', r.id, 'state', r.state, 'people', r.people,
    'email', l.email, 'first_name', l.first_name, 'event', private.event_for_mail(e)) order by r.created_at), '[]'::jsonb)
  from public.event_registrations as r
  join public.leads as l on l.id = r.lead_id
  join public.events as e on e.id = r.event_id
  where r.id = any (registration_ids[1:200])
$$;

-- The day-before reminders: every confirmed registration of a published, not cancelled event that starts within
-- [day_start, day_end) and has not been reminded, marked reminded at `at` in the same statement, so a second call,
-- a retry or a second caller sends none twice. A reminder the mailer could not send is released (below) for the
-- next call. At most 500 per call.
create function public.claim_event_reminders(day_start timestamptz, day_end timestamptz, at timestamptz)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  with due as (
    select r.id from public.event_registrations as r
    join public.events as e on e.id = r.event_id
    where e.starts_at >= day_start and e.starts_at < day_end and e.published and e.status <> 'cancelled'
      and r.state = 'confirmed' and r.reminded_at is null
    order by r.created_at, r.id
    limit 500
    for update of r skip locked
  ), claimed as (
    update public.event_registrations as r set reminded_at = at from due where r.id = due.id
    returning r.id, r.lead_id, r.event_id, r.people, r.created_at
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('registration_id', c.id, 'state', 'confirmed', 'people', c.people,
    'email', l.email, 'first_name', l.first_name, 'event', private.event_for_mail(e)) order by c.created_at), '[]'::jsonb)
  from claimed as c
  join public.leads as l on l.id = c.lead_id
  join public.events as e on e.id = c.event_id
$$;

create function public.release_event_reminder(registration uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.event_registrations as r set reminded_at = null where r.id = registration
$$;

revoke all on function public.register_for_event(jsonb, jsonb, text, integer, integer, integer, integer, integer, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.register_for_event(jsonb, jsonb, text, integer, integer, integer, integer, integer, integer, timestamptz)
  to service_role;
revoke all on function public.registration_mail(uuid[]) from public, anon, authenticated;
grant execute on function public.registration_mail(uuid[]) to service_role;
revoke all on function public.claim_event_reminders(timestamptz, timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_event_reminders(timestamptz, timestamptz, timestamptz) to service_role;
revoke all on function public.release_event_reminder(uuid) from public, anon, authenticated;
grant execute on function public.release_event_reminder(uuid) to service_role;

-- Hosted Supabase: pg_cron calls event-reminders through pg_net at 06:00 and 07:00 UTC, as it calls the morning
-- digest (09:00 in Athens in summer and in winter; the function sends only from 09:00 Greek time and the claim above
-- sends each reminder once). Where pg_cron, pg_net or Vault's secrets are missing, nothing is scheduled; run
-- `select private.schedule_event_reminders();` once they exist. The local backend calls it on its own timer.
create function private.schedule_event_reminders() returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if (select pg_catalog.count(*) from pg_catalog.pg_extension where extname in ('pg_cron', 'pg_net')) < 2
    or not exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    return false;
  end if;
  execute $schedule$
    select cron.schedule('event-reminders', '0 6,7 * * *', $call$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/event-reminders',
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
revoke all on function private.schedule_event_reminders() from public, anon, authenticated;
select private.schedule_event_reminders();
