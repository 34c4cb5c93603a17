-- Pushes reach push services and nothing else (issue 61, docs/decisions/033-back-office-push.md). Before, any https
-- address was saved as a device, and the intake then POSTed to it after every lead: a cloud's metadata address, the
-- backend itself, an address with credentials. Now an endpoint is one of the browser vendors' push services (the
-- allow-list below, which the sender checks again), an admin keeps at most five devices (the oldest goes), and a
-- device another admin switched on is moved only by the browser that holds its keys.

-- The browsers' push services, by the hosts their endpoints use: Chrome, Edge on Android and Opera (Firebase Cloud
-- Messaging), Firefox (Mozilla's autopush), Safari (Apple's), Edge on Windows (Windows Push Notification Services).
-- https on its default port, a host name (never an IP literal), no credentials: the host is one of these exactly.
-- The same list is supabase/functions/_shared/pushServices.ts, which the sender checks before every request.
create function private.is_push_endpoint(endpoint text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select endpoint is not null
    and pg_catalog.length(endpoint) <= 1024
    and endpoint ~ '^https://[a-z0-9.-]+(:443)?/[!-~]*$'
    and pg_catalog.substring(endpoint, '^https://([a-z0-9.-]+)') ~
      '^(fcm\.googleapis\.com|updates\.push\.services\.mozilla\.com|web\.push\.apple\.com|[a-z0-9-]+\.notify\.windows\.com)$'
$$;
revoke all on function private.is_push_endpoint(text) from public, anon;
grant execute on function private.is_push_endpoint(text) to authenticated, service_role;

-- Rows saved before the rule named no push service: nothing could ever have been delivered to them.
delete from public.push_subscriptions where not private.is_push_endpoint(endpoint);
alter table public.push_subscriptions
  drop constraint push_subscriptions_endpoint_check,
  add constraint push_subscriptions_endpoint_is_a_push_service check (private.is_push_endpoint(endpoint));

-- At most this many devices per admin: a phone, a laptop, a tablet, and room for a replaced one.
create function private.push_devices_per_admin() returns integer
language sql immutable set search_path = '' as $$ select 5 $$;

-- Switches pushes on for this device. The same endpoint again is the same device: the caller's own row takes the new
-- keys (a browser renews them); another admin's row moves to the caller only when the caller presents that row's keys
-- (the browser that holds the device's secret is asking, as when a second admin signs in on the same phone), and is
-- refused otherwise. Then the caller's oldest devices beyond the limit are forgotten.
create or replace function public.save_push_subscription(endpoint text, p256dh text, auth text, device text default '')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved uuid;
  holder public.push_subscriptions;
begin
  if not (select private.is_admin()) then
    raise exception 'only admins receive pushes' using errcode = '42501';
  end if;
  if not private.is_push_endpoint(save_push_subscription.endpoint) then
    raise exception 'not a push service''s address' using errcode = '23514';
  end if;
  -- One save of an endpoint at a time, so the check below and the write agree.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('push:' || save_push_subscription.endpoint));
  select * into holder from public.push_subscriptions as s where s.endpoint = save_push_subscription.endpoint;
  if found and holder.user_id <> (select auth.uid())
    and (holder.p256dh <> save_push_subscription.p256dh or holder.auth <> save_push_subscription.auth) then
    raise exception 'this device receives pushes for another account' using errcode = '23505';
  end if;
  -- The clock, not the transaction's start: the newest device is the one saved last.
  insert into public.push_subscriptions as existing (user_id, endpoint, p256dh, auth, device, created_at)
  values ((select auth.uid()), save_push_subscription.endpoint, save_push_subscription.p256dh, save_push_subscription.auth,
          coalesce(save_push_subscription.device, ''), pg_catalog.clock_timestamp())
  on conflict on constraint push_subscriptions_endpoint_key do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, device = excluded.device,
        created_at = excluded.created_at
  returning existing.id into saved;
  delete from public.push_subscriptions as s
  where s.user_id = (select auth.uid())
    and s.id in (
      select o.id from public.push_subscriptions as o where o.user_id = (select auth.uid())
      order by o.created_at desc, o.id desc offset private.push_devices_per_admin()
    );
  return saved;
end;
$$;

-- Every current admin's devices, at most the limit each (the newest), whatever rows exist: one lead never pushes to
-- more than admins x five devices.
create or replace function public.push_targets()
returns table (endpoint text, p256dh text, auth text)
language sql
stable
security definer
set search_path = ''
as $$
  select ranked.endpoint, ranked.p256dh, ranked.auth
  from (
    select s.endpoint, s.p256dh, s.auth,
      pg_catalog.row_number() over (partition by s.user_id order by s.created_at desc, s.id desc) as newest
    from public.push_subscriptions s
    where exists (select 1 from public.user_roles r where r.user_id = s.user_id and r.role = 'admin')
      and private.is_push_endpoint(s.endpoint)
  ) as ranked
  where ranked.newest <= private.push_devices_per_admin();
$$;
revoke execute on function public.push_targets() from public, anon, authenticated;
grant execute on function public.push_targets() to service_role;
