-- The throttle tells a school's network from a flood (issue 50, docs/decisions/031-a-class-on-one-network.md).
-- Before: 5 submissions per address per 10 minutes, so a class on the school's Wi-Fi lost its sixth pupil.
-- Now the intake passes four limits and the database keeps each of them:
--   per address:            max_per_window per window_seconds (the burst a class fits in) and per_address_day a day;
--   per e-mail, per phone:  per_person per window_seconds and per_person_day a day (one person resending).
-- A limit passed as null is not applied. Resends of a stored submission still count nothing.

-- What is counted is a hashed subject ('address:', 'email:' or 'phone:' and the md5 of the value), never the
-- address or the e-mail itself, and each row says how long it is needed: the longest window of its limits.
delete from private.intake_attempts;
alter table private.intake_attempts rename column client to subject;
alter table private.intake_attempts
  drop constraint if exists intake_attempts_client_check,
  add constraint intake_attempts_subject_shape check (subject ~ '^(address|email|phone):[0-9a-f]{32}$'),
  add column keep_until timestamptz not null;
drop index private.intake_attempts_by_client;
drop index private.intake_attempts_by_time;
create index intake_attempts_by_subject on private.intake_attempts (subject, kind, at);
create index intake_attempts_by_expiry on private.intake_attempts (keep_until);

-- Takes one slot under every rule ({subject, most, seconds}; a null subject or most is skipped), or none:
-- answers 0 when every rule had room (and counts the submission once per subject), otherwise the seconds
-- until the strictest rule has room again. Each subject is locked in a fixed order, so two submissions of
-- one person from two addresses are counted one after the other, and never wait on each other in a circle.
create function private.take_intake_slots(kind text, rules jsonb)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  rule record;
  subject text;
  wait integer := 0;
  recent integer;
  oldest timestamptz;
begin
  delete from private.intake_attempts as attempt where attempt.keep_until < pg_catalog.now();
  for subject in
    select distinct r.subject from pg_catalog.jsonb_to_recordset(rules) as r(subject text) where r.subject is not null order by 1
  loop
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('intake:' || subject));
  end loop;
  for rule in
    select r.subject, r.most, r.seconds from pg_catalog.jsonb_to_recordset(rules) as r(subject text, most integer, seconds integer)
    where r.subject is not null and r.most is not null
  loop
    if rule.most < 1 or rule.seconds is null or rule.seconds < 1 then
      raise exception 'the throttle needs a limit and a window of at least 1' using errcode = '22023';
    end if;
    select pg_catalog.count(*), pg_catalog.min(attempt.at) into recent, oldest
      from private.intake_attempts as attempt
      where attempt.subject = rule.subject and attempt.kind = take_intake_slots.kind
        and attempt.at >= pg_catalog.now() - pg_catalog.make_interval(secs => rule.seconds);
    if recent >= rule.most then
      wait := greatest(wait, 1, pg_catalog.ceil(extract(epoch from oldest + pg_catalog.make_interval(secs => rule.seconds) - pg_catalog.now()))::integer);
    end if;
  end loop;
  if wait > 0 then
    return wait;
  end if;
  insert into private.intake_attempts (subject, kind, keep_until)
    select r.subject, take_intake_slots.kind, pg_catalog.now() + pg_catalog.make_interval(secs => pg_catalog.max(r.seconds))
    from pg_catalog.jsonb_to_recordset(rules) as r(subject text, most integer, seconds integer)
    where r.subject is not null and r.most is not null
    group by r.subject;
  return 0;
end;
$$;
revoke all on function private.take_intake_slots(text, jsonb) from public, anon, authenticated;

-- The rules of one submission: its address, and the person's e-mail and phone where given.
create function private.intake_rules(
  client text, email text, phone text,
  max_per_window integer, window_seconds integer, per_address_day integer, per_person integer, per_person_day integer
)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with subjects(subject, scope) as (
    values
      ('address:' || pg_catalog.md5(client), 'address'),
      ('email:' || pg_catalog.md5(nullif(private.normalise_email(email), '')), 'person'),
      ('phone:' || pg_catalog.md5(nullif(private.normalise_phone(phone), '')), 'person')
  )
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('subject', s.subject, 'most', l.most, 'seconds', l.seconds))
  from subjects as s
  join (values
    ('address', max_per_window, window_seconds),
    ('address', per_address_day, 86400),
    ('person', per_person, window_seconds),
    ('person', per_person_day, 86400)
  ) as l(scope, most, seconds) on l.scope = s.scope
$$;
revoke all on function private.intake_rules(text, text, text, integer, integer, integer, integer, integer) from public, anon, authenticated;

drop function private.take_intake_slot(text, text, integer, integer);
drop function public.intake_lead(jsonb, text, integer, integer, integer);
drop function public.record_download(jsonb, text, integer, integer);

-- Stores one lead, once (as before: a stored submission id, or the same plain form within dedupe_seconds,
-- answers 'duplicate'); then the throttle's rules; then the row, under the table's CHECKs.
create function public.intake_lead(
  lead jsonb,
  client text,
  max_per_window integer,
  window_seconds integer,
  dedupe_seconds integer default 300,
  per_address_day integer default null,
  per_person integer default null,
  per_person_day integer default null
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

  wait := private.take_intake_slots('lead', private.intake_rules(
    client, lead ->> 'email', lead ->> 'phone', max_per_window, window_seconds, per_address_day, per_person, per_person_day));
  if wait > 0 then
    return pg_catalog.jsonb_build_object('status', 'throttled', 'retry_after', wait);
  end if;

  insert into public.leads (submission_id, first_name, last_name, email, phone, lead_source, company_name, ad_consent, ad_consent_at, notice_version,
    attribution_known, landing_page, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, fbclid, gclid)
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
    lead ->> 'notice_version',
    coalesce((lead ->> 'attribution_known')::boolean, false),
    lead ->> 'landing_page',
    lead ->> 'referrer',
    lead ->> 'utm_source',
    lead ->> 'utm_medium',
    lead ->> 'utm_campaign',
    lead ->> 'utm_term',
    lead ->> 'utm_content',
    lead ->> 'fbclid',
    lead ->> 'gclid'
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

-- Records one sample request: the same e-mail asking for the same sample within dedupe_seconds is the same
-- request (a double post); otherwise the throttle's rules (the address, and the e-mail as the person), then
-- the row. Answers { status: 'stored' | 'duplicate', id } (the id names its confirmation e-mail) or
-- { status: 'throttled', retry_after }.
create function public.record_download(
  download jsonb,
  client text,
  max_per_window integer,
  window_seconds integer,
  dedupe_seconds integer default 300,
  per_address_day integer default null,
  per_person integer default null,
  per_person_day integer default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wait integer;
  found_id uuid;
begin
  if pg_catalog.jsonb_typeof(download) is distinct from 'object' then
    raise exception 'download must be a JSON object' using errcode = '22023';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('intake:' || client));
  select d.id into found_id from public.pdf_downloads as d
    where private.normalise_email(d.email) = private.normalise_email(download ->> 'email')
      and d.pdf_type = download ->> 'pdf_type'
      and d.created_at > pg_catalog.now() - pg_catalog.make_interval(secs => dedupe_seconds)
    order by d.created_at desc
    limit 1;
  if found then
    return pg_catalog.jsonb_build_object('status', 'duplicate', 'id', found_id);
  end if;
  wait := private.take_intake_slots('download', private.intake_rules(
    client, download ->> 'email', null, max_per_window, window_seconds, per_address_day, per_person, per_person_day));
  if wait > 0 then
    return pg_catalog.jsonb_build_object('status', 'throttled', 'retry_after', wait);
  end if;
  insert into public.pdf_downloads (name, lastname, email, pdf_type, ip_address, user_agent)
  values (download ->> 'name', download ->> 'lastname', download ->> 'email', download ->> 'pdf_type', '', download ->> 'user_agent')
  returning id into found_id;
  return pg_catalog.jsonb_build_object('status', 'stored', 'id', found_id);
end;
$$;

revoke all on function public.intake_lead(jsonb, text, integer, integer, integer, integer, integer, integer) from public, anon, authenticated;
revoke all on function public.record_download(jsonb, text, integer, integer, integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.intake_lead(jsonb, text, integer, integer, integer, integer, integer, integer) to service_role;
grant execute on function public.record_download(jsonb, text, integer, integer, integer, integer, integer, integer) to service_role;
