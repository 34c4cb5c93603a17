-- An event's seats never drop below those its confirmed registrations hold (docs/decisions/035-events-with-seats.md):
-- nobody confirmed is moved back to the waiting list by an edit, and the list never reads `12 / 10`. The back office
-- says so on the seats field before it saves; this is the rule itself, for a write that raced a registration. The
-- update holds the event's row, as register_for_event does, so the count cannot change under it.
create function private.keep_confirmed_seats() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  if new.seats < old.seats then
    taken := private.seats_taken(new.id);
    if new.seats < taken then
      raise exception 'seats below the confirmed registrations' using errcode = '23514', detail = taken::text,
        hint = 'cancel registrations first, or keep at least this many seats';
    end if;
  end if;
  return new;
end;
$$;
create trigger events_seats_cover_confirmed before update of seats on public.events
  for each row execute function private.keep_confirmed_seats();
