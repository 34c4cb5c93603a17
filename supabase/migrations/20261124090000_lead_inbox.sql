-- The lead inbox (issue 21): a status for every lead with who changed it and when, an internal note,
-- an accent-free search key, and indexes for the inbox's queries. Admins may change a lead's status and
-- note (column privileges and RLS) and erase a lead; nobody else reads or changes one.

create type public.lead_status as enum ('new', 'contacted', 'done');

-- Lower case without Greek accents or final sigma, as the site's own search folds text (the inbox's
-- search runs the same folding on what an admin types: packages/data/src/searchKey.ts).
create function private.search_key(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.translate(pg_catalog.lower(value), 'άέήίόύώϊϋΐΰς', 'αεηιουωιυιυσ')
$$;

alter table public.leads
  add column status public.lead_status not null default 'new',
  -- Who changed the status last, and when: set by the database, never by a client.
  add column status_changed_by uuid references auth.users (id) on delete set null,
  add column status_changed_at timestamptz,
  add column note text check (note is null or char_length(note) <= 5000),
  -- Name, e-mail and phone as one folded text, and the phone's digits alone, for the inbox's search.
  add column search_text text generated always as (
    private.search_key(first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || pg_catalog.regexp_replace(phone, '[^0-9]', '', 'g'))
  ) stored;

create function private.stamp_status_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_by := auth.uid();
    new.status_changed_at := pg_catalog.now();
  else
    new.status_changed_by := old.status_changed_by;
    new.status_changed_at := old.status_changed_at;
  end if;
  return new;
end;
$$;

create trigger leads_status_change before update on public.leads
for each row execute function private.stamp_status_change();

-- Admins change the status and the note only, and erase leads (the visitor's right to be forgotten).
grant update (status, note) on public.leads to authenticated;
grant delete on public.leads to authenticated;
create policy "admins change leads" on public.leads for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "admins delete leads" on public.leads for delete to authenticated using ((select private.is_admin()));

-- The inbox's queries: newest first, by status, by form, and a search inside name, e-mail and phone.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create index leads_by_time on public.leads (created_at desc);
create index leads_by_status on public.leads (status, created_at desc);
create index leads_by_form on public.leads (lead_source, created_at desc);
create index leads_by_search on public.leads using gin (search_text extensions.gin_trgm_ops);
create index pdf_downloads_by_time on public.pdf_downloads (created_at desc);

-- The inbox reads through this function, not the table. Under row level security PostgreSQL only lets
-- an index serve a condition whose operator is leakproof, and LIKE and enum equality are not: a search
-- or a status filter on the table would read every row. The function checks that the caller is an
-- admin, then runs one query planned for the filters given, so the indexes above serve it. One page of
-- rows (page_size at most 1,000, Supabase's max_rows) and, when asked, how many match.
create function public.inbox_leads(
  form public.lead_source default null,
  status public.lead_status default null,
  received_from timestamptz default null,
  received_before timestamptz default null,
  search text default null,
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
    and ($5::text is null or search_text like $5)';
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
        select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(page) - 'search_text' order by page.created_at desc, page.id)
        from (select * from public.leads where %1$s order by created_at desc, id offset $6 limit $7) page
      ), '[]'::jsonb),
      'total', case when $8 then (select pg_catalog.count(*) from public.leads where %1$s) end
    )
  $query$, conditions)
  into result
  using form, status, received_from, received_before, pattern, page_offset, page_size, with_total;
  return result;
end;
$$;

revoke all on function public.inbox_leads(public.lead_source, public.lead_status, timestamptz, timestamptz, text, integer, integer, boolean) from public, anon;
grant execute on function public.inbox_leads(public.lead_source, public.lead_status, timestamptz, timestamptz, text, integer, integer, boolean) to authenticated;
