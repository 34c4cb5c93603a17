-- The inbox and a person's records name a registration's event (issue 54): each lead of the registration form carries
-- its event's title and start and its place (a seat, the waiting list, cancelled), read in the same query.

-- A lead's registration as the inbox shows it, or null for a lead of any other form.
create function private.registration_summary(lead uuid) returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('title', e.title, 'starts_at', e.starts_at, 'state', r.state, 'people', r.people)
  from public.event_registrations as r
  join public.events as e on e.id = r.event_id
  where r.lead_id = registration_summary.lead
$$;
revoke all on function private.registration_summary(uuid) from public, anon, authenticated;

create or replace function public.inbox_leads(
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
          pg_catalog.to_jsonb(page) - 'search_text' || pg_catalog.jsonb_build_object('repeat_contact', private.wrote_before(page.id, page.email, page.phone, page.created_at),
            'registration', private.registration_summary(page.id))
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

-- A person's records name each registration's event too (their export, staff's lookup).
create or replace function public.person_records(email text default null, phone text default null, purpose text default 'lookup')
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
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.to_jsonb(l) - 'search_text'
    || pg_catalog.jsonb_build_object('registration', private.registration_summary(l.id)) order by l.created_at desc), '[]') into found_leads
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
