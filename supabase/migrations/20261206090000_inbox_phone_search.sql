-- The inbox's search finds a phone however it was typed: «694 0799 819», «+30 694 0799819», «0030 6940799819» and
-- «6940799819» all find the lead whose phone is 6940799819 (or +306940799819). A search made only of a phone's
-- characters is searched as its digits, without an international prefix (00 or +, then Greece's 30), in the
-- phone's digits that `search_text` already holds. «Αιτήματα προσώπων» accepted these; the inbox found nothing.
create function private.inbox_search_pattern(search text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  with typed as (
    select nullif(pg_catalog.btrim(private.search_key(pg_catalog.left(coalesce(search, ''), 200))), '') as text
  ),
  wanted as (
    select case
      when typed.text ~ '^[+0-9 ()./-]+$' and pg_catalog.length(pg_catalog.regexp_replace(typed.text, '[^0-9]', '', 'g')) >= 3 then
        pg_catalog.regexp_replace(
          pg_catalog.regexp_replace(pg_catalog.regexp_replace(typed.text, '[^0-9]', '', 'g'), '^00', ''),
          '^30([0-9]{10})$', '\1')
      else typed.text
    end as text
    from typed
  )
  -- What the admin typed is text to find, never a pattern: LIKE's own characters are escaped.
  select '%' || pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(wanted.text, '\', '\\'), '%', '\%'), '_', '\_') || '%'
  from wanted
  where wanted.text is not null
$$;

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
  pattern constant text := private.inbox_search_pattern(search);
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
