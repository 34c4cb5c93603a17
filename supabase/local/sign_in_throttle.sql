-- The local stand-in for Supabase Auth's sign-in rate limit, for local runs and tests only (never a
-- migration: the hosted project's Auth limits sign-ins itself). Failed sign-ins are counted in the
-- database, as the intake's throttle is, so restarting the local backend does not lift a lockout
-- (issue 34: it lived in memory). packages/local-supabase/src/auth.ts calls the two functions.

-- One table may count for several local projects (the tests run backends with secrets of their own over
-- one PostgreSQL server): each key starts with the project's realm, a digest of its JWT secret.
create table if not exists auth.sign_in_attempts (
  -- realm || ' pair ' || e-mail || newline || client address, or realm || ' client ' || client address
  key text not null check (char_length(key) <= 400),
  at timestamptz not null default pg_catalog.now()
);
create index if not exists sign_in_attempts_by_key on auth.sign_in_attempts (key, at);
alter table auth.sign_in_attempts enable row level security;
revoke all on auth.sign_in_attempts from public, anon, authenticated;

-- Counts one more attempt for this e-mail from this client, and for this client, unless either has
-- failed its limit within the window: then the seconds until it may try again (nothing counted).
-- Counted before the password is checked, under a lock per client, so attempts sent in parallel cannot
-- all pass first; auth.sign_in_succeeded takes a successful one back.
create or replace function auth.begin_sign_in(realm text, email_key text, client text, per_pair integer, per_client integer, window_seconds integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  window_length interval := pg_catalog.make_interval(secs => window_seconds);
  pair_key text := realm || ' pair ' || email_key || E'\n' || client;
  client_key text := realm || ' client ' || client;
  wait integer := 0;
  limits record;
  oldest_counting timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('sign-in:' || client));
  delete from auth.sign_in_attempts as attempt where attempt.at < pg_catalog.now() - window_length;
  for limits in select * from (values (pair_key, per_pair), (client_key, per_client)) as l (key, max_failures) loop
    -- The failure that must leave the window before one more may count: the max-th most recent.
    select attempt.at into oldest_counting from auth.sign_in_attempts as attempt
      where attempt.key = limits.key order by attempt.at desc offset limits.max_failures - 1 limit 1;
    if found then
      wait := greatest(wait, 1, pg_catalog.ceil(extract(epoch from oldest_counting + window_length - pg_catalog.now()))::integer);
    end if;
  end loop;
  if wait > 0 then
    return wait;
  end if;
  insert into auth.sign_in_attempts (key) values (pair_key), (client_key);
  return 0;
end;
$$;

-- A sign-in that succeeded: its e-mail's failures from this client are forgotten, and the client's count
-- loses the attempt begin_sign_in counted for it.
create or replace function auth.sign_in_succeeded(realm text, email_key text, client text)
returns void
language sql
set search_path = ''
as $$
  delete from auth.sign_in_attempts where key = realm || ' pair ' || email_key || E'\n' || client;
  delete from auth.sign_in_attempts where ctid = (
    select ctid from auth.sign_in_attempts where key = realm || ' client ' || client order by at desc limit 1
  );
$$;

revoke all on function auth.begin_sign_in(text, text, text, integer, integer, integer) from public, anon, authenticated;
revoke all on function auth.sign_in_succeeded(text, text, text) from public, anon, authenticated;
