-- Privacy by design (issue 35, docs/decisions/023-privacy-by-design.md): the visitor's answer on
-- advertising measurement stored with each lead, retention that erases by itself, and a person's data
-- found, exported and erased on request. Every log here keeps counts and dates, never personal data.

-- 1. Consent. Null: the submission carried no answer (no JavaScript, or never asked): no conversion.
alter table public.leads
  add column ad_consent boolean,
  add column ad_consent_at timestamptz,
  add column notice_version text check (notice_version is null or notice_version ~ '^[0-9]{1,3}(\.[0-9]{1,3}){0,2}$'),
  add constraint leads_consent_whole check ((ad_consent is null) = (ad_consent_at is null) and (ad_consent is null) = (notice_version is null));

-- The intake stores the answer with the lead (the same function as before, and three columns more).
create or replace function public.intake_lead(
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

  insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source, company_name, ad_consent, ad_consent_at, notice_version)
  values (
    coalesce(given, gen_random_uuid()),
    lead ->> 'first_name',
    lead ->> 'last_name',
    lead ->> 'email',
    lead ->> 'phone',
    (lead ->> 'lead_source')::public.lead_source,
    lead ->> 'company_name',
    (lead ->> 'ad_consent')::boolean,
    (lead ->> 'ad_consent_at')::timestamptz,
    lead ->> 'notice_version'
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

-- 2. Retention. One row of settings (packages/data/src/privacy.ts states the same defaults), one function
-- that erases what is past them, and a log of each run that admins read.
create table private.retention_settings (
  id boolean primary key default true check (id),
  lead_months integer not null default 24 check (lead_months between 1 and 120),
  download_months integer not null default 12 check (download_months between 1 and 120)
);
insert into private.retention_settings default values;
alter table private.retention_settings enable row level security;
revoke all on private.retention_settings from public, anon, authenticated;

create table public.retention_runs (
  id bigint generated always as identity primary key,
  ran_at timestamptz not null default pg_catalog.now(),
  lead_cutoff timestamptz not null,
  download_cutoff timestamptz not null,
  leads_erased integer not null check (leads_erased >= 0),
  downloads_erased integer not null check (downloads_erased >= 0)
);
alter table public.retention_runs enable row level security;
revoke all on public.retention_runs from public, anon, authenticated;
grant select on public.retention_runs to authenticated;
create policy "admins read retention runs" on public.retention_runs for select to authenticated using ((select private.is_admin()));

-- A lead's age runs from its last status change, or from its arrival when nobody changed it.
create index leads_by_last_change on public.leads ((coalesce(status_changed_at, created_at)));

-- Erases the leads and downloads past their windows as of `as_of` (now by default), logs the counts and
-- the cut-off dates, and answers them with the erased leads' submission ids (for the caller to erase
-- copies elsewhere, such as the local backend's captured e-mails; they are never logged).
create function public.apply_retention(as_of timestamptz default pg_catalog.now())
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
begin
  select * into strict settings from private.retention_settings;
  lead_cutoff := as_of - pg_catalog.make_interval(months => settings.lead_months);
  download_cutoff := as_of - pg_catalog.make_interval(months => settings.download_months);
  with gone as (
    delete from public.leads as l where coalesce(l.status_changed_at, l.created_at) < lead_cutoff returning l.submission_id
  )
  select coalesce(pg_catalog.array_agg(submission_id), '{}') into erased_leads from gone;
  with gone as (
    delete from public.pdf_downloads as d where d.created_at < download_cutoff returning 1
  )
  select pg_catalog.count(*) into erased_downloads from gone;
  insert into public.retention_runs (ran_at, lead_cutoff, download_cutoff, leads_erased, downloads_erased)
  values (as_of, lead_cutoff, download_cutoff, pg_catalog.cardinality(erased_leads), erased_downloads);
  return pg_catalog.jsonb_build_object('leads', pg_catalog.cardinality(erased_leads), 'downloads', erased_downloads, 'submission_ids', pg_catalog.to_jsonb(erased_leads));
end;
$$;
revoke all on function public.apply_retention(timestamptz) from public, anon, authenticated;
grant execute on function public.apply_retention(timestamptz) to service_role;

-- Daily at 03:17 Athens time (01:17 UTC, or 00:17 in summer) where pg_cron is installed: on hosted
-- Supabase, enable the extension (Database -> Extensions -> pg_cron), then run
-- `select private.schedule_retention();` once (the migration does it when the extension is already there).
-- Elsewhere (the local backend, PGlite) the same function runs on the backend's own timer.
create function private.schedule_retention() returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return false;
  end if;
  execute $schedule$ select cron.schedule('privacy-retention', '17 1 * * *', 'select public.apply_retention()') $schedule$;
  return true;
end;
$$;
revoke all on function private.schedule_retention() from public, anon, authenticated;
select private.schedule_retention();

-- 3. A person's data on request. An e-mail or a phone number, normalised as the Meta conversion
-- normalises them (lower case and trimmed; digits only with Greece's 30 before a ten-digit Greek number).
create function private.normalise_email(value text) returns text
language sql immutable parallel safe set search_path = ''
as $$ select pg_catalog.lower(pg_catalog.btrim(value)) $$;

create function private.normalise_phone(value text) returns text
language sql immutable parallel safe set search_path = ''
as $$
  select case
    when digits ~ '^(2|69)[0-9]{8}$' then '30' || digits
    else digits
  end
  from (select pg_catalog.regexp_replace(pg_catalog.regexp_replace(value, '[^0-9]', '', 'g'), '^00', '') as digits) as cleaned
$$;

create index leads_by_person_email on public.leads (private.normalise_email(email));
create index leads_by_person_phone on public.leads (private.normalise_phone(phone));
create index pdf_downloads_by_person_email on public.pdf_downloads (private.normalise_email(email));

-- Each request, without the person's data: what was done, by whom, when, and how many records.
create table public.person_requests (
  id bigint generated always as identity primary key,
  at timestamptz not null default pg_catalog.now(),
  admin_id uuid references auth.users (id) on delete set null,
  action text not null check (action in ('lookup', 'export', 'erase')),
  leads integer not null check (leads >= 0),
  downloads integer not null check (downloads >= 0)
);
alter table public.person_requests enable row level security;
revoke all on public.person_requests from public, anon, authenticated;
grant select on public.person_requests to authenticated;
create policy "admins read person requests" on public.person_requests for select to authenticated using ((select private.is_admin()));

-- Every lead and sample download of one person, by e-mail and/or phone (admins only), and the request
-- logged as a lookup or, when the admin downloads the result, an export.
create function public.person_records(email text default null, phone text default null, purpose text default 'lookup')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted_email text := nullif(private.normalise_email(coalesce(email, '')), '');
  wanted_phone text := nullif(private.normalise_phone(coalesce(phone, '')), '');
  found_leads jsonb;
  found_downloads jsonb;
begin
  if not private.is_admin() then
    raise exception 'permission denied for function person_records' using errcode = '42501';
  end if;
  if purpose not in ('lookup', 'export') then
    raise exception 'purpose must be lookup or export' using errcode = '22023';
  end if;
  if wanted_email is null and (wanted_phone is null or pg_catalog.length(wanted_phone) < 10) then
    raise exception 'an e-mail or a phone number of ten digits or more is needed' using errcode = '22023';
  end if;
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(l) - 'search_text' order by l.created_at desc), '[]') into found_leads
    from public.leads as l
    where (wanted_email is not null and private.normalise_email(l.email) = wanted_email)
       or (wanted_phone is not null and private.normalise_phone(l.phone) = wanted_phone);
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(d) order by d.created_at desc), '[]') into found_downloads
    from public.pdf_downloads as d
    where wanted_email is not null and private.normalise_email(d.email) = wanted_email;
  insert into public.person_requests (admin_id, action, leads, downloads)
  values (auth.uid(), purpose, pg_catalog.jsonb_array_length(found_leads), pg_catalog.jsonb_array_length(found_downloads));
  return pg_catalog.jsonb_build_object('leads', found_leads, 'downloads', found_downloads);
end;
$$;

-- Erases every lead and sample download of one person (admins only), logs the counts, and answers them
-- with the erased leads' submission ids (for copies elsewhere, never logged).
create function public.erase_person(email text default null, phone text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted_email text := nullif(private.normalise_email(coalesce(email, '')), '');
  wanted_phone text := nullif(private.normalise_phone(coalesce(phone, '')), '');
  erased_leads uuid[];
  erased_downloads integer;
begin
  if not private.is_admin() then
    raise exception 'permission denied for function erase_person' using errcode = '42501';
  end if;
  if wanted_email is null and (wanted_phone is null or pg_catalog.length(wanted_phone) < 10) then
    raise exception 'an e-mail or a phone number of ten digits or more is needed' using errcode = '22023';
  end if;
  with gone as (
    delete from public.leads as l
    where (wanted_email is not null and private.normalise_email(l.email) = wanted_email)
       or (wanted_phone is not null and private.normalise_phone(l.phone) = wanted_phone)
    returning l.submission_id
  )
  select coalesce(pg_catalog.array_agg(submission_id), '{}') into erased_leads from gone;
  with gone as (
    delete from public.pdf_downloads as d where wanted_email is not null and private.normalise_email(d.email) = wanted_email returning 1
  )
  select pg_catalog.count(*) into erased_downloads from gone;
  insert into public.person_requests (admin_id, action, leads, downloads)
  values (auth.uid(), 'erase', pg_catalog.cardinality(erased_leads), erased_downloads);
  return pg_catalog.jsonb_build_object('leads', pg_catalog.cardinality(erased_leads), 'downloads', erased_downloads, 'submission_ids', pg_catalog.to_jsonb(erased_leads));
end;
$$;

revoke all on function public.person_records(text, text, text) from public, anon;
revoke all on function public.erase_person(text, text) from public, anon;
grant execute on function public.person_records(text, text, text) to authenticated;
grant execute on function public.erase_person(text, text) to authenticated;
