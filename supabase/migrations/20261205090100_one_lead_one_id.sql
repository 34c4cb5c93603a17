-- One id per lead, one mailbox per person, a few confirmations per mailbox (issue 61).
-- 1. A submission id names one lead: a post that carries the id of a lead of another form, or of another person, is
--    answered 'conflict' (the page gives its lead a new id and sends it again) and never attached to that lead.
-- 2. The throttle counts a person's mailbox, not the address as typed: `victim+1@` and `victim+2@` are one mailbox, as
--    are Gmail's addresses with dots.
-- 3. The confirmation to the address a visitor typed (unconfirmed) goes at most a few times a day to one mailbox and a
--    class's worth from one client address (the intake's settings: 3 and 30); beyond, the lead is stored and the
--    company told as ever, only the confirmation stays unsent. intake_lead and record_download answer `confirm`.

-- The mailbox an e-mail address reaches: lower case, without a +tag, and Gmail's without dots.
create function private.mailbox_of(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when domain in ('gmail.com', 'googlemail.com') then pg_catalog.replace(local, '.', '') || '@gmail.com'
    when domain = '' then local
    else local || '@' || domain
  end
  from (
    select pg_catalog.regexp_replace(pg_catalog.split_part(address, '@', 1), '\+.*$', '') as local,
      pg_catalog.split_part(address, '@', 2) as domain
    from (select pg_catalog.lower(pg_catalog.btrim(coalesce(value, ''))) as address) as typed
  ) as parts
$$;
revoke all on function private.mailbox_of(text) from public, anon, authenticated;

-- The throttle's rules of one submission, the e-mail counted as its mailbox.
create or replace function private.intake_rules(
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
      ('email:' || pg_catalog.md5(nullif(private.mailbox_of(email), '')), 'person'),
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

-- The confirmations' own budget, counted beside the submissions.
alter table private.intake_attempts
  drop constraint intake_attempts_kind_check,
  add constraint intake_attempts_kind_check check (kind in ('lead', 'download', 'events', 'confirmation'));

-- Whether a confirmation may go to this e-mail for a submission from this client: takes one from both budgets (a
-- mailbox's and the address's, each a day), or none. The intake passes the numbers (its settings, decision 030).
create function private.take_confirmation(email text, client text, per_mailbox integer, per_address integer) returns boolean
language sql
set search_path = ''
as $$
  select private.take_intake_slots('confirmation', pg_catalog.jsonb_build_array(
    pg_catalog.jsonb_build_object('subject', 'email:' || pg_catalog.md5(private.mailbox_of(email)), 'most', per_mailbox, 'seconds', 86400),
    pg_catalog.jsonb_build_object('subject', 'address:' || pg_catalog.md5(client), 'most', per_address, 'seconds', 86400)
  )) = 0
$$;
revoke all on function private.take_confirmation(text, text, integer, integer) from public, anon, authenticated;

drop function public.intake_lead(jsonb, text, integer, integer, integer, integer, integer, integer);
drop function public.record_download(jsonb, text, integer, integer, integer, integer, integer, integer);

-- Stores one lead, once: a stored submission id answers 'duplicate' when it is this lead again (the same form and the
-- same e-mail) and 'conflict' otherwise; without an id, the same plain form within dedupe_seconds is the same lead.
-- Then the throttle's rules; then the row, under the table's CHECKs; and whether its confirmation may go.
create function public.intake_lead(
  lead jsonb,
  client text,
  max_per_window integer,
  window_seconds integer,
  dedupe_seconds integer default 300,
  per_address_day integer default null,
  per_person integer default null,
  per_person_day integer default null,
  confirm_per_mailbox integer default 3,
  confirm_per_address integer default 30
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
    -- The id's own lock: two posts of one id from two addresses wait for each other here.
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('submission:' || given::text));
    select l.id, l.submission_id, l.lead_source, l.email into found_lead from public.leads as l where l.submission_id = given;
    if found and (found_lead.lead_source::text <> lead ->> 'lead_source'
        or private.normalise_email(found_lead.email) <> private.normalise_email(lead ->> 'email')) then
      return pg_catalog.jsonb_build_object('status', 'conflict');
    end if;
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
  return pg_catalog.jsonb_build_object('status', 'stored', 'id', found_lead.id, 'submission_id', found_lead.submission_id,
    'confirm', private.take_confirmation(lead ->> 'email', client, confirm_per_mailbox, confirm_per_address));
exception
  -- A parallel try of the same submission stored it first (the id's lock makes this rare).
  when unique_violation then
    select l.id, l.submission_id into found_lead from public.leads as l where l.submission_id = given;
    return pg_catalog.jsonb_build_object('status', 'duplicate', 'id', found_lead.id, 'submission_id', found_lead.submission_id);
end;
$$;

-- Records one sample request (as before), and whether its confirmation may go.
create function public.record_download(
  download jsonb,
  client text,
  max_per_window integer,
  window_seconds integer,
  dedupe_seconds integer default 300,
  per_address_day integer default null,
  per_person integer default null,
  per_person_day integer default null,
  confirm_per_mailbox integer default 3,
  confirm_per_address integer default 30
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
  return pg_catalog.jsonb_build_object('status', 'stored', 'id', found_id,
    'confirm', private.take_confirmation(download ->> 'email', client, confirm_per_mailbox, confirm_per_address));
end;
$$;

revoke all on function public.intake_lead(jsonb, text, integer, integer, integer, integer, integer, integer, integer, integer)
  from public, anon, authenticated;
revoke all on function public.record_download(jsonb, text, integer, integer, integer, integer, integer, integer, integer, integer)
  from public, anon, authenticated;
grant execute on function public.intake_lead(jsonb, text, integer, integer, integer, integer, integer, integer, integer, integer)
  to service_role;
grant execute on function public.record_download(jsonb, text, integer, integer, integer, integer, integer, integer, integer, integer)
  to service_role;
