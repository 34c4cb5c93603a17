-- One intake (issue 20, docs/decisions/013-one-lead-pipeline.md): the lead-intake and sample-download
-- Edge Functions are the only writers of leads and pdf_downloads. They call the two functions below with
-- the service role, which the platform gives to Edge Functions and never to a browser; anon and signed-in
-- users can no longer insert at all, one row or forty-five thousand.

drop policy "visitors insert leads" on public.leads;
drop policy "visitors insert pdf downloads" on public.pdf_downloads;
revoke insert on public.leads, public.pdf_downloads from anon, authenticated;

-- Admins read the download records (the back office lists them); nobody else does.
grant select on public.pdf_downloads to authenticated;
create policy "admins read pdf downloads" on public.pdf_downloads for select to authenticated
  using ((select private.is_admin()));

-- The specification sends a download's address empty; only the API roles' inserts were overwritten from
-- the request, and those roles no longer insert.
drop trigger pdf_downloads_address on public.pdf_downloads;
drop function private.set_download_address();

-- A phone number: digits with an optional leading +, spaces, dashes, dots and parentheses, 10 to 15
-- digits (the same pattern as phonePattern in packages/data/src/limits.ts). A project holding older rows
-- that break it must fix them first: the migration fails rather than keep them unchecked.
alter table public.leads add constraint leads_phone_shape
  check (phone ~ '^(?:\+?[ .\(\)\-]*(?:[0-9][ .\(\)\-]*){10,15})$');

-- Every submission the intake takes, per client address, for as long as the throttle's window; older
-- rows are removed by the next submission, so an address is kept no longer than the window.
create table private.intake_attempts (
  client text not null check (char_length(client) <= 100),
  kind text not null check (kind in ('lead', 'download')),
  at timestamptz not null default now()
);
create index intake_attempts_by_client on private.intake_attempts (client, kind, at);
create index intake_attempts_by_time on private.intake_attempts (at);
alter table private.intake_attempts enable row level security;
revoke all on private.intake_attempts from public, anon, authenticated;

-- Counts one more submission of this kind from this client, unless the client already made
-- max_per_window of them within window_seconds: then the seconds until it may try again. Serialised per
-- client (a transaction-scoped advisory lock), so a flood sent in parallel stores no more than the limit.
create function private.take_intake_slot(client text, kind text, max_per_window integer, window_seconds integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  window_start timestamptz := pg_catalog.now() - pg_catalog.make_interval(secs => window_seconds);
  recent integer;
  oldest timestamptz;
begin
  if max_per_window < 1 or window_seconds < 1 then
    raise exception 'the throttle needs a limit and a window of at least 1' using errcode = '22023';
  end if;
  delete from private.intake_attempts as attempt where attempt.at < window_start;
  select pg_catalog.count(*), pg_catalog.min(attempt.at) into recent, oldest
    from private.intake_attempts as attempt
    where attempt.client = take_intake_slot.client and attempt.kind = take_intake_slot.kind and attempt.at >= window_start;
  if recent >= max_per_window then
    return greatest(1, pg_catalog.ceil(extract(epoch from oldest + pg_catalog.make_interval(secs => window_seconds) - pg_catalog.now()))::integer);
  end if;
  insert into private.intake_attempts (client, kind) values (take_intake_slot.client, take_intake_slot.kind);
  return 0;
end;
$$;

-- Stores one lead, once. A submission id already stored answers 'duplicate' and stores nothing; without
-- a submission id (the plain HTML form, the same for every visitor) the same form, e-mail and phone
-- within dedupe_seconds is the same submission posted twice. Then the client's throttle; then the row,
-- under the table's CHECKs. Answers { status, id, submission_id } or { status: 'throttled', retry_after }.
create function public.intake_lead(
  lead jsonb,
  client text,
  max_per_window integer,
  window_seconds integer,
  dedupe_seconds integer default 300
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  given uuid := nullif(lead ->> 'submission_id', '')::uuid;
  found_lead record;
  wait integer;
begin
  if pg_catalog.jsonb_typeof(lead) is distinct from 'object' then
    raise exception 'lead must be a JSON object' using errcode = '22023';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('intake:' || client));

  if given is not null then
    select l.id, l.submission_id into found_lead from public.leads as l where l.submission_id = given;
  else
    select l.id, l.submission_id into found_lead from public.leads as l
      where l.lead_source = (lead ->> 'lead_source')::public.lead_source
        and l.email = lead ->> 'email' and l.phone = lead ->> 'phone'
        and l.created_at > pg_catalog.now() - pg_catalog.make_interval(secs => dedupe_seconds)
      order by l.created_at desc
      limit 1;
  end if;
  if found then
    return pg_catalog.jsonb_build_object('status', 'duplicate', 'id', found_lead.id, 'submission_id', found_lead.submission_id);
  end if;

  wait := private.take_intake_slot(client, 'lead', max_per_window, window_seconds);
  if wait > 0 then
    return pg_catalog.jsonb_build_object('status', 'throttled', 'retry_after', wait);
  end if;

  insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source, company_name)
  values (
    coalesce(given, gen_random_uuid()),
    lead ->> 'first_name',
    lead ->> 'last_name',
    lead ->> 'email',
    lead ->> 'phone',
    (lead ->> 'lead_source')::public.lead_source,
    lead ->> 'company_name'
  )
  returning id, submission_id into found_lead;
  return pg_catalog.jsonb_build_object('status', 'stored', 'id', found_lead.id, 'submission_id', found_lead.submission_id);
exception
  -- A parallel try of the same submission stored it first.
  when unique_violation then
    select l.id, l.submission_id into found_lead from public.leads as l where l.submission_id = given;
    return pg_catalog.jsonb_build_object('status', 'duplicate', 'id', found_lead.id, 'submission_id', found_lead.submission_id);
end;
$$;

-- Records one sample download under the client's throttle: { status: 'stored' } or { status: 'throttled' }.
create function public.record_download(download jsonb, client text, max_per_window integer, window_seconds integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait integer;
begin
  if pg_catalog.jsonb_typeof(download) is distinct from 'object' then
    raise exception 'download must be a JSON object' using errcode = '22023';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('intake:' || client));
  wait := private.take_intake_slot(client, 'download', max_per_window, window_seconds);
  if wait > 0 then
    return pg_catalog.jsonb_build_object('status', 'throttled', 'retry_after', wait);
  end if;
  insert into public.pdf_downloads (name, lastname, email, pdf_type, ip_address, user_agent)
  values (download ->> 'name', download ->> 'lastname', download ->> 'email', download ->> 'pdf_type', '', download ->> 'user_agent');
  return pg_catalog.jsonb_build_object('status', 'stored');
end;
$$;

-- Only the service role (the Edge Functions) may call them: PostgREST exposes public functions, and
-- functions are executable by everyone unless revoked.
revoke all on function private.take_intake_slot(text, text, integer, integer) from public, anon, authenticated;
revoke all on function public.intake_lead(jsonb, text, integer, integer, integer) from public, anon, authenticated;
revoke all on function public.record_download(jsonb, text, integer, integer) from public, anon, authenticated;
grant execute on function public.intake_lead(jsonb, text, integer, integer, integer) to service_role;
grant execute on function public.record_download(jsonb, text, integer, integer) to service_role;
