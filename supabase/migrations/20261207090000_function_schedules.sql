-- One way to schedule an Edge Function (issue 63): each function's definition (supabase/functions/<name>/definition.ts)
-- says its pg_cron schedule, and the deploy plan calls this helper for each one (`pnpm deploy`'s "Schedules" step), so a
-- scheduled function needs no migration of its own. It replaces the three copies of the same block (the morning
-- digest, the events' reminders, the events' notices); the jobs they scheduled keep running under their names (a
-- job scheduled again under its name is replaced, not doubled).
--
-- On hosted Supabase pg_cron calls the function through pg_net with the service role key, both read from Vault
-- (README: "Scheduled functions"). Where pg_cron, pg_net or Vault is missing (the local backend, which calls every
-- scheduled function on its own timer), nothing is scheduled and the helper answers false.
create function private.schedule_function(function_name text, schedule text) returns boolean
language plpgsql
set search_path = ''
as $$
begin
  -- A function's folder name and a five-field cron expression, nothing else: both are written into the job's SQL.
  if function_name !~ '^[a-z][a-z0-9-]{0,62}$' then
    raise exception 'not a function name: %', function_name using errcode = '22023';
  end if;
  if schedule !~ '^[0-9*/,-]+( [0-9*/,-]+){4}$' then
    raise exception 'not a five-field cron schedule: %', schedule using errcode = '22023';
  end if;
  if (select pg_catalog.count(*) from pg_catalog.pg_extension where extname in ('pg_cron', 'pg_net')) < 2
    or not exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    return false;
  end if;
  execute pg_catalog.format(
    $schedule$
      select cron.schedule(%L, %L, %L)
    $schedule$,
    function_name,
    schedule,
    pg_catalog.format(
      $call$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || %L,
          headers := pg_catalog.jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb
        )
      $call$,
      '/functions/v1/' || function_name
    )
  );
  return true;
end;
$$;
revoke all on function private.schedule_function(text, text) from public, anon, authenticated;

drop function private.schedule_morning_digest();
drop function private.schedule_event_reminders();
drop function private.schedule_event_notices();
