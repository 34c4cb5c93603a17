-- Events with seats (issue 54, docs/decisions/035-events-with-seats.md): the information days staff publish
-- and visitors register for. A registration is a lead (lead_source 'imerides_registration_form', through the
-- same intake) with a row of its own here: the event, how many people, the pupil's class, its place (a seat
-- or the waiting list), and whether they came. Seats are counted under the event's row lock, so however many
-- register at once no event is overbooked; a freed seat goes to the first on the waiting list.

alter type public.lead_source add value if not exists 'imerides_registration_form';

create type public.event_audience as enum ('pupils', 'parents', 'schools', 'everyone');
-- Schema.org's EventScheduled, EventRescheduled and EventCancelled, which the page's structured data states.
create type public.event_status as enum ('scheduled', 'rescheduled', 'cancelled');
create type public.registration_state as enum ('confirmed', 'waiting', 'cancelled');

create table public.events (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default pg_catalog.now(),
  updated_at timestamptz not null default pg_catalog.now(),
  title text not null check (char_length(btrim(title)) between 3 and 150),
  audience public.event_audience not null,
  description text not null default '' check (char_length(description) <= 2000),
  -- The start and end as instants; staff enter a date and two times in Athens time (summer and winter).
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- The start it had before it was moved (a rescheduled event's previousStartDate).
  previous_starts_at timestamptz,
  address text check (address is null or char_length(btrim(address)) between 3 and 200),
  city text check (city is null or char_length(btrim(city)) between 2 and 100),
  online_url text check (online_url is null or (char_length(online_url) <= 500 and online_url ~ '^https://[^\s/]+\.[^\s]+$')),
  seats integer not null check (seats between 1 and 5000),
  registration_open boolean not null default true,
  published boolean not null default false,
  status public.event_status not null default 'scheduled',
  check (ends_at > starts_at and ends_at <= starts_at + interval '24 hours'),
  -- A place (address and city) or an online link: an event is somewhere.
  check ((address is not null and city is not null) or online_url is not null),
  check ((address is null) = (city is null)),
  -- A moved event names its first start (a cancelled one may keep it).
  check (status <> 'rescheduled' or previous_starts_at is not null),
  check (status <> 'scheduled' or previous_starts_at is null)
);
create index events_upcoming on public.events (ends_at) where published;

create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default pg_catalog.now(),
  -- An event with registrations is never deleted (only a draft nobody registered for is).
  event_id uuid not null references public.events (id) on delete restrict,
  -- The person is the lead: erasing the lead (a person's request, retention) erases the registration.
  lead_id uuid not null unique references public.leads (id) on delete cascade,
  people smallint not null check (people between 1 and 10),
  pupil_class text check (pupil_class is null or pupil_class in ('gym1', 'gym2', 'gym3', 'lyk1', 'lyk2', 'lyk3', 'epal')),
  state public.registration_state not null,
  state_changed_at timestamptz not null default pg_catalog.now(),
  -- When a seat freed by another's cancellation came to this one from the waiting list (they are told).
  promoted_at timestamptz,
  attended boolean,
  reminded_at timestamptz
);
create index event_registrations_by_event on public.event_registrations (event_id, state, created_at, id);

alter table public.events enable row level security;
alter table public.event_registrations enable row level security;
revoke all on public.events, public.event_registrations from public, anon, authenticated;

-- Visitors read events only through event_listing (below): what the page shows, with the seats left and without an
-- online event's meeting link, which goes to those who register. Admins read and write the table.
grant select, insert, update, delete on public.events to authenticated;
create policy "admins read every event" on public.events for select to authenticated using ((select private.is_admin()));
create policy "admins create events" on public.events for insert to authenticated with check ((select private.is_admin()));
create policy "admins change events" on public.events for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "admins delete draft events" on public.events for delete to authenticated
  using ((select private.is_admin()) and not published);

-- Registrations: admins read them and mark who came; nobody else reads or writes them (the intake registers).
grant select on public.event_registrations to authenticated;
grant update (attended) on public.event_registrations to authenticated;
create policy "admins read registrations" on public.event_registrations for select to authenticated
  using ((select private.is_admin()));
create policy "admins mark attendance" on public.event_registrations for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create function private.touch_event() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
create trigger events_touched before update on public.events for each row execute function private.touch_event();

-- The seats an event's confirmed registrations hold.
create function private.seats_taken(event uuid) returns integer
language sql stable
set search_path = ''
as $$
  select coalesce(pg_catalog.sum(r.people), 0)::integer from public.event_registrations as r
  where r.event_id = seats_taken.event and r.state = 'confirmed'
$$;

-- Registers one visitor for one event, as one lead (public.intake_lead: a resend stores nothing, the
-- throttle's rules apply) and one registration. The event's row is locked first, so registrations of one
-- event run one after another and each counts the seats its predecessors took: counting in the inserting
-- statement alone would read a snapshot taken before it waited, and overbook. A seat when enough are left
-- and nobody waits before; the waiting list otherwise. Answers intake_lead's { status, id, submission_id }
-- with the registration's { registration_id, state }, or { status: 'closed' } for an event that takes none.
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
  as_of timestamptz default pg_catalog.now()
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted_event uuid := nullif(registration ->> 'event_id', '')::uuid;
  wanted_people integer := (registration ->> 'people')::integer;
  chosen public.events;
  stored jsonb;
  existing public.event_registrations;
  place public.registration_state;
begin
  if pg_catalog.jsonb_typeof(registration) is distinct from 'object' then
    raise exception 'registration must be a JSON object' using errcode = '22023';
  end if;
  select * into chosen from public.events as e where e.id = wanted_event for update;
  if not found or not chosen.published or not chosen.registration_open or chosen.status = 'cancelled' or chosen.starts_at <= as_of then
    return pg_catalog.jsonb_build_object('status', 'closed');
  end if;

  stored := public.intake_lead(lead || pg_catalog.jsonb_build_object('lead_source', 'imerides_registration_form'), client,
    max_per_window, window_seconds, dedupe_seconds, per_address_day, per_person, per_person_day);
  if stored ->> 'status' = 'throttled' then
    return stored;
  end if;
  select * into existing from public.event_registrations as r where r.lead_id = (stored ->> 'id')::uuid;
  if existing.id is not null then
    return stored || pg_catalog.jsonb_build_object('status', 'duplicate', 'registration_id', existing.id, 'state', existing.state);
  end if;

  place := case
    when not exists (select 1 from public.event_registrations as r where r.event_id = chosen.id and r.state = 'waiting')
      and chosen.seats - private.seats_taken(chosen.id) >= wanted_people then 'confirmed'
    else 'waiting'
  end;
  insert into public.event_registrations (event_id, lead_id, people, pupil_class, state)
  values (chosen.id, (stored ->> 'id')::uuid, wanted_people, nullif(registration ->> 'pupil_class', ''), place)
  returning * into existing;
  return stored || pg_catalog.jsonb_build_object('registration_id', existing.id, 'state', existing.state);
end;
$$;

-- Gives freed seats to the waiting list in the order they registered, while the first in line fits (one
-- who needs more seats than are free keeps their place, and nobody behind them passes). The caller holds
-- the event's row lock. Answers the registrations that got a seat, to be told.
create function private.promote_waiting(event uuid) returns uuid[]
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
    seats_free := seats_free - first_waiting.people;
    promoted := promoted || first_waiting.id;
    first_waiting := null;
  end loop;
  return promoted;
end;
$$;

-- Cancels one registration (the registrant's signed link, checked by the caller): its seat goes to the
-- waiting list. Answers { status: 'cancelled', event_id, promoted }, or 'already' for a used link, 'past'
-- once the event has begun, 'unknown' for no such registration.
create function public.cancel_registration(registration uuid, as_of timestamptz default pg_catalog.now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted public.event_registrations;
  chosen public.events;
begin
  select * into wanted from public.event_registrations as r where r.id = registration;
  if not found then
    return pg_catalog.jsonb_build_object('status', 'unknown');
  end if;
  -- The event's lock first, as registrations take it; then the registration as it is now.
  select * into chosen from public.events as e where e.id = wanted.event_id for update;
  select * into wanted from public.event_registrations as r where r.id = registration;
  if wanted.state = 'cancelled' then
    return pg_catalog.jsonb_build_object('status', 'already', 'event_id', chosen.id);
  end if;
  if chosen.starts_at <= as_of then
    return pg_catalog.jsonb_build_object('status', 'past', 'event_id', chosen.id);
  end if;
  update public.event_registrations as r set state = 'cancelled', state_changed_at = pg_catalog.now() where r.id = wanted.id;
  return pg_catalog.jsonb_build_object('status', 'cancelled', 'event_id', chosen.id,
    'promoted', pg_catalog.to_jsonb(private.promote_waiting(chosen.id)));
end;
$$;

-- An admin gives an event more seats (or frees some by marking a registration cancelled): the waiting
-- list moves up at once.
create function private.promote_after_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.seats > old.seats then
    perform private.promote_waiting(new.id);
  end if;
  return new;
end;
$$;
create trigger events_seats_added after update of seats on public.events for each row execute function private.promote_after_change();

-- What the public page shows: published events not yet over, soonest first, with the seats left and
-- whether a waiting list has formed; whether it is online, never its link; never a registrant. At most `max_events`.
create function public.event_listing(as_of timestamptz default pg_catalog.now(), max_events integer default 50)
returns table (
  id uuid,
  title text,
  audience public.event_audience,
  description text,
  starts_at timestamptz,
  ends_at timestamptz,
  previous_starts_at timestamptz,
  address text,
  city text,
  online boolean,
  seats integer,
  seats_left integer,
  waiting boolean,
  registration_open boolean,
  status public.event_status,
  updated_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, e.title, e.audience, e.description, e.starts_at, e.ends_at, e.previous_starts_at, e.address, e.city, e.online_url is not null,
    e.seats, greatest(e.seats - private.seats_taken(e.id), 0), exists (
      select 1 from public.event_registrations as r where r.event_id = e.id and r.state = 'waiting'
    ), e.registration_open, e.status, e.updated_at
  from public.events as e
  where e.published and e.ends_at > as_of
  order by e.starts_at, e.id
  limit least(greatest(max_events, 1), 200)
$$;

-- The back office's counts for the events it lists: seats taken and people waiting. As the caller (row level
-- security: an admin counts every registration, anyone else none).
create function public.event_counts(event_ids uuid[])
returns table (event_id uuid, taken integer, waiting integer)
language sql
stable
set search_path = ''
as $$
  select r.event_id,
    coalesce(pg_catalog.sum(r.people) filter (where r.state = 'confirmed'), 0)::integer,
    (pg_catalog.count(*) filter (where r.state = 'waiting'))::integer
  from public.event_registrations as r
  where r.event_id = any (event_ids)
  group by r.event_id
$$;
revoke all on function public.event_counts(uuid[]) from public, anon;
grant execute on function public.event_counts(uuid[]) to authenticated;

revoke all on function public.register_for_event(jsonb, jsonb, text, integer, integer, integer, integer, integer, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.register_for_event(jsonb, jsonb, text, integer, integer, integer, integer, integer, integer, timestamptz)
  to service_role;
revoke all on function public.cancel_registration(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.cancel_registration(uuid, timestamptz) to service_role;
revoke all on function private.promote_waiting(uuid) from public, anon, authenticated;
revoke all on function public.event_listing(timestamptz, integer) from public;
grant execute on function public.event_listing(timestamptz, integer) to anon, authenticated, service_role;

-- Retention: a registration is erased a stated time after its event (packages/data/src/privacy.ts's
-- retention.registrationDaysAfterEvent holds the same number); its lead follows the leads' own rule.
alter table private.retention_settings add column registration_days integer not null default 180 check (registration_days between 1 and 3650);
alter table public.retention_runs add column registrations_erased integer not null default 0 check (registrations_erased >= 0);

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
  insert into public.retention_runs (ran_at, lead_cutoff, download_cutoff, leads_erased, downloads_erased, registrations_erased)
  values (as_of, lead_cutoff, download_cutoff, pg_catalog.cardinality(erased_leads), erased_downloads, erased_registrations);
  return pg_catalog.jsonb_build_object('leads', pg_catalog.cardinality(erased_leads), 'downloads', erased_downloads,
    'registrations', erased_registrations, 'submission_ids', pg_catalog.to_jsonb(erased_leads));
end;
$$;
