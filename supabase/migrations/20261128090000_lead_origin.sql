-- Where each lead came from, and who wrote before (issue 36, docs/decisions/024-lead-attribution.md).
-- Each lead keeps the visit's landing page,
-- the referring site's origin, the five utm_* values and the ad click ids, as the intake checked them
-- (packages/data/src/attributionRules.ts holds the same limits). None of it is personal data.
-- attribution_known: the page captured the visit (false: no JavaScript, so the source is unknown).
alter table public.leads
  add column attribution_known boolean not null default false,
  add column landing_page text check (landing_page is null or (pg_catalog.length(landing_page) <= 300 and landing_page ~ '^/[^?#[:space:]\\]*$')),
  add column referrer text check (referrer is null or (pg_catalog.length(referrer) <= 200 and referrer ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$')),
  add column utm_source text check (utm_source is null or pg_catalog.length(utm_source) between 1 and 100),
  add column utm_medium text check (utm_medium is null or pg_catalog.length(utm_medium) between 1 and 100),
  add column utm_campaign text check (utm_campaign is null or pg_catalog.length(utm_campaign) between 1 and 150),
  add column utm_term text check (utm_term is null or pg_catalog.length(utm_term) between 1 and 150),
  add column utm_content text check (utm_content is null or pg_catalog.length(utm_content) between 1 and 150),
  add column fbclid text check (fbclid is null or (pg_catalog.length(fbclid) <= 500 and fbclid ~ '^[A-Za-z0-9._~-]+$')),
  add column gclid text check (gclid is null or (pg_catalog.length(gclid) <= 500 and gclid ~ '^[A-Za-z0-9._~-]+$')),
  add constraint leads_attribution_single_line check (
    pg_catalog.concat_ws(' ', utm_source, utm_medium, utm_campaign, utm_term, utm_content) !~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
  );

-- The inbox's Πηγή filter: by source, newest first.
create index leads_utm_source_created_at_idx on public.leads (pg_catalog.lower(utm_source), created_at desc);

-- The intake stores them with the lead (the same function as before, and ten columns more).
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

-- One person, one history: a lead's detail lists the same person's other leads and sample
-- downloads, matched by e-mail or by the phone normalised as the conversion normalises it, and the inbox
-- marks a lead whose person wrote before. Both use the privacy migration's indexes on the normalised
-- values (leads_by_person_email, leads_by_person_phone, pdf_downloads_by_person_email), so they cost a
-- few index lookups per lead shown, with 100 or 100,000 leads.

-- Whether this person (by e-mail or phone) had sent a lead or downloaded a sample before this lead.
create function private.wrote_before(lead_id uuid, lead_email text, lead_phone text, lead_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.leads as other
    where other.id <> lead_id and other.created_at < lead_at
      and (private.normalise_email(other.email) = private.normalise_email(lead_email)
        or private.normalise_phone(other.phone) = private.normalise_phone(lead_phone))
  ) or exists (
    select 1 from public.pdf_downloads as download
    where download.created_at < lead_at and private.normalise_email(download.email) = private.normalise_email(lead_email)
  )
$$;

-- The same person's other leads and sample downloads, newest first (admins only): what staff need to
-- see before calling back, not the whole rows.
create function public.person_history(lead_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  lead record;
  result jsonb;
begin
  if not private.is_admin() then
    raise exception 'permission denied for function person_history' using errcode = '42501';
  end if;
  select l.id, l.email, l.phone into lead from public.leads as l where l.id = lead_id;
  if not found then
    return pg_catalog.jsonb_build_object('leads', '[]'::jsonb, 'downloads', '[]'::jsonb);
  end if;
  select pg_catalog.jsonb_build_object(
    'leads', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', other.id, 'created_at', other.created_at, 'lead_source', other.lead_source, 'status', other.status) order by other.created_at desc)
      from public.leads as other
      where other.id <> lead.id
        and (private.normalise_email(other.email) = private.normalise_email(lead.email)
          or private.normalise_phone(other.phone) = private.normalise_phone(lead.phone))
    ), '[]'::jsonb),
    'downloads', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', download.id, 'created_at', download.created_at, 'pdf_type', download.pdf_type) order by download.created_at desc)
      from public.pdf_downloads as download
      where private.normalise_email(download.email) = private.normalise_email(lead.email)
    ), '[]'::jsonb)
  ) into result;
  return result;
end;
$$;
revoke all on function public.person_history(uuid) from public, anon;
grant execute on function public.person_history(uuid) to authenticated;

-- The inbox filters by source too (a utm_source in any case, 'direct': captured with no source and no
-- referrer, 'unknown': not captured) and marks a returning person on each row (repeat_contact). The same
-- function as before with one argument more, so the old one goes.
drop function public.inbox_leads(public.lead_source, public.lead_status, timestamptz, timestamptz, text, integer, integer, boolean);
create function public.inbox_leads(
  form public.lead_source default null,
  status public.lead_status default null,
  received_from timestamptz default null,
  received_before timestamptz default null,
  search text default null,
  source text default null,
  page_offset integer default 0,
  page_size integer default 25,
  with_total boolean default true
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := nullif(pg_catalog.btrim(private.search_key(pg_catalog.left(coalesce(search, ''), 200))), '');
  conditions constant text := '($1::public.lead_source is null or lead_source = $1)
    and ($2::public.lead_status is null or status = $2)
    and ($3::timestamptz is null or created_at >= $3)
    and ($4::timestamptz is null or created_at < $4)
    and ($5::text is null or search_text like $5)
    and ($9::text is null
      or ($9 = ''unknown'' and not attribution_known)
      or ($9 = ''direct'' and attribution_known and utm_source is null and referrer is null)
      or pg_catalog.lower(utm_source) = $9)';
  result jsonb;
begin
  if not private.is_admin() then
    raise exception 'permission denied for function inbox_leads' using errcode = '42501';
  end if;
  if page_size is null or page_size not between 1 and 1000 or page_offset is null or page_offset < 0 then
    raise exception 'page_size must be 1 to 1000 and page_offset 0 or more' using errcode = '22023';
  end if;
  -- What the admin typed is text to find, never a pattern: LIKE's own characters are escaped.
  if pattern is not null then
    pattern := '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  -- EXECUTE plans with the values given, so a filter left out costs nothing and the matching index is
  -- used; the page and the count are two queries, as a shared subquery would be read in full first.
  execute pg_catalog.format($query$
    select pg_catalog.jsonb_build_object(
      'rows', coalesce((
        select pg_catalog.jsonb_agg(
          pg_catalog.to_jsonb(page) - 'search_text' || pg_catalog.jsonb_build_object('repeat_contact', private.wrote_before(page.id, page.email, page.phone, page.created_at))
          order by page.created_at desc, page.id)
        from (select * from public.leads where %1$s order by created_at desc, id offset $6 limit $7) page
      ), '[]'::jsonb),
      'total', case when $8 then (select pg_catalog.count(*) from public.leads where %1$s) end
    )
  $query$, conditions)
  into result
  using form, status, received_from, received_before, pattern, page_offset, page_size, with_total, pg_catalog.lower(pg_catalog.left(source, 100));
  return result;
end;
$$;
revoke all on function public.inbox_leads(public.lead_source, public.lead_status, timestamptz, timestamptz, text, text, integer, integer, boolean) from public, anon;
grant execute on function public.inbox_leads(public.lead_source, public.lead_status, timestamptz, timestamptz, text, text, integer, integer, boolean) to authenticated;
