-- Web Push for the back office (issue 52, docs/decisions/033-back-office-push.md): one subscription per device a
-- member of staff switches on. Admins save and forget their own through the functions below and read only their
-- own rows; the intake's background work reads every current admin's devices with the service role, through
-- push_targets. A subscription holds a push service's address and the device's public keys, no personal data.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The push service's address for this device: an https URL, as every browser's is.
  endpoint text not null unique check (endpoint ~ '^https://[^\s/?#]+/\S*$' and length(endpoint) <= 1024),
  -- The device's P-256 public key (65 bytes) and its 16-byte secret, base64url as the browser gives them.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  -- How the device names itself in the list ("Android · Chrome"), written by the back office, never shown unescaped.
  device text not null default '' check (length(device) <= 120 and device !~ '[[:cntrl:]]'),
  created_at timestamptz not null default now()
);

create index push_subscriptions_user on public.push_subscriptions (user_id);

alter table public.push_subscriptions enable row level security;

-- An admin reads the devices they switched on; nobody else reads any, and nobody writes rows directly.
create policy "admins read their own devices" on public.push_subscriptions for select to authenticated
  using (user_id = (select auth.uid()) and (select private.is_admin()));
grant select on public.push_subscriptions to authenticated;
revoke insert, update, delete on public.push_subscriptions from anon, authenticated;

-- Switches pushes on for this device: the same endpoint again (a browser renews its keys, or another admin signs in
-- on the same phone) moves the row to the caller with the new keys, so a device is subscribed once.
create function public.save_push_subscription(endpoint text, p256dh text, auth text, device text default '')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved uuid;
begin
  if not (select private.is_admin()) then
    raise exception 'only admins receive pushes' using errcode = '42501';
  end if;
  insert into public.push_subscriptions as existing (user_id, endpoint, p256dh, auth, device)
  values ((select auth.uid()), save_push_subscription.endpoint, save_push_subscription.p256dh, save_push_subscription.auth,
          coalesce(save_push_subscription.device, ''))
  on conflict on constraint push_subscriptions_endpoint_key do update
    set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, device = excluded.device
  returning existing.id into saved;
  return saved;
end;
$$;

-- Switches this device off (the caller's own row only; an unknown endpoint is already off).
create function public.forget_push_subscription(endpoint text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'only admins receive pushes' using errcode = '42501';
  end if;
  delete from public.push_subscriptions s where s.endpoint = forget_push_subscription.endpoint and s.user_id = (select auth.uid());
  return found;
end;
$$;

revoke execute on function public.save_push_subscription(text, text, text, text) from public, anon;
revoke execute on function public.forget_push_subscription(text) from public, anon;
grant execute on function public.save_push_subscription(text, text, text, text) to authenticated;
grant execute on function public.forget_push_subscription(text) to authenticated;

-- Every device of everyone who is an admin now (one whose role was taken away gets nothing): for the service role.
create function public.push_targets()
returns table (endpoint text, p256dh text, auth text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.endpoint, s.p256dh, s.auth
  from public.push_subscriptions s
  where exists (select 1 from public.user_roles r where r.user_id = s.user_id and r.role = 'admin');
$$;

-- A device the push service no longer knows (404 or 410): forgotten by the sender, with the service role.
create function public.drop_push_subscription(endpoint text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.push_subscriptions s where s.endpoint = drop_push_subscription.endpoint;
$$;

revoke execute on function public.push_targets() from public, anon, authenticated;
revoke execute on function public.drop_push_subscription(text) from public, anon, authenticated;
grant execute on function public.push_targets() to service_role;
grant execute on function public.drop_push_subscription(text) to service_role;
