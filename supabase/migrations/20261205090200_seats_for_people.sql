-- Seats for people, not scripts (issue 61, docs/decisions/035-events-with-seats.md):
-- - one person (their mailbox) holds one registration per event: a second is answered as the first;
--   registrations for two events are two, whenever they come (the intake's five-minute double-post check ignored the
--   event, so a second event within five minutes was answered as the first and never stored);
-- - the registrations from one client address hold at most `per_address_seats` seats of one event (20 by default:
--   two families' worth, a class registers through the school's call); more is refused in Greek;
-- - whenever a seat goes to the waiting list's first (seats raised, a registration cancelled, a registration erased
--   with its lead), a 'promoted' notice is queued, which event-notices sends as every other notice;
-- - an erased registration's seat is offered to the first in line.
-- The client address is kept only as the throttle keeps it (its md5), with the registration, to count its seats.

alter table public.event_registrations
  add column client_hash text check (client_hash is null or client_hash ~ '^[0-9a-f]{32}$');
create index event_registrations_by_client on public.event_registrations (event_id, client_hash) where state <> 'cancelled';

alter table private.event_notices
  drop constraint event_notices_kind_check,
  add constraint event_notices_kind_check check (kind in ('cancelled', 'moved', 'promoted'));

-- Gives freed seats to the waiting list in the order they registered, while the first in line fits (as before), and
-- queues each one's notice. The caller holds the event's row lock. Answers the registrations that got a seat.
create or replace function private.promote_waiting(event uuid) returns uuid[]
language plpgsql
set search_path = ''
as $$
declare
  seats_free integer := (select e.seats from public.events as e where e.id = promote_waiting.event) - private.seats_taken(promote_waiting.event);
  first_waiting public.event_registrations;
  promoted uuid[] := '{}';
begin
  loop
    select * into first_waiting from public.event_registrations as r
      where r.event_id = promote_waiting.event and r.state = 'waiting'
      order by r.created_at, r.id
      limit 1;
    exit when first_waiting.id is null or first_waiting.people > seats_free;
    update public.event_registrations as r
      set state = 'confirmed', state_changed_at = pg_catalog.now(), promoted_at = pg_catalog.now()
      where r.id = first_waiting.id;
    insert into private.event_notices (registration_id, kind) values (first_waiting.id, 'promoted');
    seats_free := seats_free - first_waiting.people;
    promoted := promoted || first_waiting.id;
    first_waiting := null;
  end loop;
  return promoted;
end;
$$;
revoke all on function private.promote_waiting(uuid) from public, anon, authenticated;

-- A confirmed registration erased (a person's erasure, the retention, its lead deleted) frees its seat for the first
-- in line, while the event is still to come. After the statement's rows are all gone, under the event's lock.
create function private.offer_erased_seat() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.state = 'confirmed' then
    perform 1 from public.events as e
      where e.id = old.event_id and e.published and e.status <> 'cancelled' and e.starts_at > pg_catalog.now()
      for update;
    if found then
      perform private.promote_waiting(old.event_id);
    end if;
  end if;
  return old;
end;
$$;
revoke all on function private.offer_erased_seat() from public, anon, authenticated;
create trigger event_registrations_seat_erased after delete on public.event_registrations
  for each row execute function private.offer_erased_seat();

-- The one registration a person holds for an event, if any: matched by their mailbox. Not by the phone alone: a
-- family shares a phone, and a second person answered with the first one's registration would be lost unseen.
create function private.person_registration(event uuid, email text) returns public.event_registrations
language sql
stable
set search_path = ''
as $$
  select r.* from public.event_registrations as r
  join public.leads as l on l.id = r.lead_id
  where r.event_id = person_registration.event and r.state <> 'cancelled'
    and private.mailbox_of(l.email) = private.mailbox_of(person_registration.email)
  order by r.created_at, r.id
  limit 1
$$;
revoke all on function private.person_registration(uuid, text) from public, anon, authenticated;

drop function public.register_for_event(jsonb, jsonb, text, integer, integer, integer, integer, integer, integer, timestamptz);

-- Registers one visitor for one event, as one lead and one registration, under the event's row lock (decision 035).
-- In order: the event takes registrations (else 'closed'), a pupils' event has the class ('class_required'), the
-- person's registration for this event if their mailbox has one ('duplicate', the same answer as the first time), the seats
-- the address already holds ('seat_limit'), then public.intake_lead (a stored id of another lead: 'conflict'; the
-- throttle), then the seat or the waiting list. Answers intake_lead's { status, id, submission_id, confirm } with
-- { registration_id, state, people, event }.
create function public.register_for_event(
  lead jsonb,
  registration jsonb,
  client text,
  max_per_window integer,
  window_seconds integer,
  dedupe_seconds integer default 300,
  per_address_day integer default null,
  per_person integer default null,
  per_person_day integer default null,
  per_address_seats integer default 20,
  as_of timestamptz default pg_catalog.now(),
  confirm_per_mailbox integer default 3,
  confirm_per_address integer default 30
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
  holder public.leads;
  place public.registration_state;
  address_seats integer;
begin
  if pg_catalog.jsonb_typeof(registration) is distinct from 'object' or pg_catalog.jsonb_typeof(lead) is distinct from 'object' then
    raise exception 'lead and registration must be JSON objects' using errcode = '22023';
  end if;
  wanted_event := nullif(registration ->> 'event_id', '')::uuid;
  wanted_people := (registration ->> 'people')::integer;
  select * into chosen from public.events as e where e.id = wanted_event for update;
  if not found or not chosen.published or not chosen.registration_open or chosen.status = 'cancelled' or chosen.starts_at <= as_of then
    return pg_catalog.jsonb_build_object('status', 'closed');
  end if;
  if chosen.audience <> 'pupils' then
    wanted_class := null;
  elsif wanted_class is null then
    return pg_catalog.jsonb_build_object('status', 'class_required');
  end if;

  -- The same person again (a resend, a second tab, a plain form posted twice): the registration they have.
  existing := private.person_registration(chosen.id, lead ->> 'email');
  if existing.id is not null then
    select * into holder from public.leads as l where l.id = existing.lead_id;
    return pg_catalog.jsonb_build_object('status', 'duplicate', 'id', holder.id, 'submission_id', holder.submission_id,
      'registration_id', existing.id, 'state', existing.state, 'people', existing.people, 'event', private.event_for_mail(chosen));
  end if;

  if per_address_seats is not null then
    select coalesce(pg_catalog.sum(r.people), 0) into address_seats from public.event_registrations as r
      where r.event_id = chosen.id and r.state <> 'cancelled' and r.client_hash = pg_catalog.md5(client);
    if address_seats + wanted_people > per_address_seats then
      return pg_catalog.jsonb_build_object('status', 'seat_limit', 'seats_left_for_address', greatest(per_address_seats - address_seats, 0));
    end if;
  end if;

  -- The person check above is this form's double-post check, with the event in it: the intake's own (same e-mail and
  -- phone within minutes, whatever the event) is off here.
  stored := public.intake_lead(lead || pg_catalog.jsonb_build_object('lead_source', 'imerides_registration_form'), client,
    max_per_window, window_seconds, 0, per_address_day, per_person, per_person_day, confirm_per_mailbox, confirm_per_address);
  if stored ->> 'status' in ('throttled', 'conflict') then
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
  insert into public.event_registrations (event_id, lead_id, people, pupil_class, state, client_hash)
  values (chosen.id, (stored ->> 'id')::uuid, wanted_people, wanted_class, place, pg_catalog.md5(client))
  returning * into existing;
  return stored || pg_catalog.jsonb_build_object('registration_id', existing.id, 'state', existing.state,
    'people', existing.people, 'event', private.event_for_mail(chosen));
end;
$$;
revoke all on function public.register_for_event(jsonb, jsonb, text, integer, integer, integer, integer, integer, integer, integer, timestamptz, integer, integer)
  from public, anon, authenticated;
grant execute on function public.register_for_event(jsonb, jsonb, text, integer, integer, integer, integer, integer, integer, integer, timestamptz, integer, integer)
  to service_role;

-- Once an event is over, nothing needs its registrations' client addresses: the retention forgets them.
create or replace function private.forget_registration_clients(as_of timestamptz) returns integer
language sql
security definer
set search_path = ''
as $$
  with forgotten as (
    update public.event_registrations as r set client_hash = null
    from public.events as e
    where e.id = r.event_id and r.client_hash is not null and e.ends_at < as_of
    returning 1
  )
  select pg_catalog.count(*)::integer from forgotten
$$;
revoke all on function private.forget_registration_clients(timestamptz) from public, anon, authenticated;

-- The retention as before, and then the client addresses of registrations whose event is over.
create or replace function public.apply_retention(as_of timestamptz default pg_catalog.now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.retention_settings;
  lead_cutoff timestamptz;
  download_cutoff timestamptz;
  erased_leads uuid[];
  erased_downloads integer;
  erased_registrations integer;
begin
  select * into strict settings from private.retention_settings;
  lead_cutoff := as_of - pg_catalog.make_interval(months => settings.lead_months);
  download_cutoff := as_of - pg_catalog.make_interval(months => settings.download_months);
  with gone as (
    delete from public.event_registrations as r using public.events as e
    where e.id = r.event_id and e.ends_at < as_of - pg_catalog.make_interval(days => settings.registration_days)
    returning 1
  )
  select pg_catalog.count(*) into erased_registrations from gone;
  with gone as (
    delete from public.leads as l where coalesce(l.status_changed_at, l.created_at) < lead_cutoff returning l.submission_id
  )
  select coalesce(pg_catalog.array_agg(submission_id), '{}') into erased_leads from gone;
  with gone as (
    delete from public.pdf_downloads as d where d.created_at < download_cutoff returning 1
  )
  select pg_catalog.count(*) into erased_downloads from gone;
  perform private.forget_registration_clients(as_of);
  insert into public.retention_runs (ran_at, lead_cutoff, download_cutoff, leads_erased, downloads_erased, registrations_erased)
  values (as_of, lead_cutoff, download_cutoff, pg_catalog.cardinality(erased_leads), erased_downloads, erased_registrations);
  return pg_catalog.jsonb_build_object('leads', pg_catalog.cardinality(erased_leads), 'downloads', erased_downloads,
    'registrations', erased_registrations, 'submission_ids', pg_catalog.to_jsonb(erased_leads));
end;
$$;
