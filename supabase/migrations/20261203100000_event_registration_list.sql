-- Each event's registrations for staff (issue 54): who registered, how to reach them, how many they are, the pupil's
-- class, their place and whether they came. As the caller (row level security: an admin reads every registration and
-- its lead, anyone else none), a page at a time after a (created_at, id) cursor, so a list or an export costs the
-- same however many registered.
create function public.event_registration_list(
  event uuid,
  after_created timestamptz default null,
  after_id uuid default null,
  max_rows integer default 100
)
returns table (
  registration_id uuid,
  created_at timestamptz,
  state public.registration_state,
  people smallint,
  pupil_class text,
  attended boolean,
  promoted_at timestamptz,
  lead_id uuid,
  first_name text,
  last_name text,
  email text,
  phone text
)
language sql
stable
set search_path = ''
as $$
  select r.id, r.created_at, r.state, r.people, r.pupil_class, r.attended, r.promoted_at, l.id, l.first_name, l.last_name, l.email, l.phone
  from public.event_registrations as r
  join public.leads as l on l.id = r.lead_id
  where r.event_id = event_registration_list.event
    and (after_created is null or (r.created_at, r.id) > (after_created, after_id))
  order by r.created_at, r.id
  limit least(greatest(max_rows, 1), 1000)
$$;
revoke all on function public.event_registration_list(uuid, timestamptz, uuid, integer) from public, anon;
grant execute on function public.event_registration_list(uuid, timestamptz, uuid, integer) to authenticated;
