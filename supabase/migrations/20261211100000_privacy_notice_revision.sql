-- The privacy notice names the controller with the company's facts (its name, e-mail, phone and office address), which
-- staff now publish (docs/decisions/036-content-as-data.md). Each lead records the notice version its visitor answered
-- under, so a change to those facts must be a new notice version: the build asks here how many times they changed
-- among the company document's live versions (the seed's first version counts none) and since when, and the notice
-- becomes 1.3.<that many> from that day. Which facts count is written here alone.
create function public.privacy_notice_facts()
returns table (revision integer, since timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with live as (
    select version.number, version.live_at,
      pg_catalog.jsonb_build_array(
        version.data -> 'name', version.data -> 'email', version.data -> 'phone' -> 'display',
        version.data -> 'address' -> 'street', version.data -> 'address' -> 'floor',
        version.data -> 'address' -> 'postalCode', version.data -> 'address' -> 'city'
      ) as facts
    from public.content_versions as version
    where version.document_key = 'company' and version.live_at <= pg_catalog.now()
  ),
  steps as (
    select live.live_at, live.facts is distinct from pg_catalog.lag(live.facts) over (order by live.number)
      and pg_catalog.lag(live.facts) over (order by live.number) is not null as changed
    from live
  )
  select (count(*) filter (where steps.changed))::integer, max(steps.live_at) filter (where steps.changed)
  from steps
$$;

revoke all on function public.privacy_notice_facts() from public;
grant execute on function public.privacy_notice_facts() to anon, authenticated, service_role;
