-- An article published at an Athens time staff choose (issue 64, docs/decisions/036-content-as-data.md), as a content
-- version can be: a draft carries the moment it goes live, and the schedule that already rebuilds the pages for content
-- published for later (site-rebuild, every ten minutes) publishes the articles whose moment has come and rebuilds for
-- them. Visitors read an article only once it is published, so a scheduled draft is a draft to everyone but staff.
alter table public.articles add column scheduled_for timestamptz;

-- Only a draft waits for its moment; the moment a draft is given is in the future (a past one would publish it
-- unseen at the next round), and at most a year away, as a content version's.
alter table public.articles add constraint articles_scheduled_only_as_draft check (scheduled_for is null or status = 'draft');

create function private.check_article_schedule() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.scheduled_for is not null and new.scheduled_for is distinct from (case when tg_op = 'UPDATE' then old.scheduled_for end) then
    if new.scheduled_for < pg_catalog.now() + interval '1 minute' then
      raise exception 'an article is scheduled for the future' using errcode = '22023';
    end if;
    if new.scheduled_for > pg_catalog.now() + interval '366 days' then
      raise exception 'an article is scheduled at most a year ahead' using errcode = '22023';
    end if;
  end if;
  -- Published by hand meanwhile, it no longer waits.
  if new.status = 'published' then
    new.scheduled_for := null;
  end if;
  return new;
end;
$$;

create trigger articles_check_schedule
before insert or update of scheduled_for, status on public.articles
for each row execute function private.check_article_schedule();

create index articles_scheduled on public.articles (scheduled_for) where scheduled_for is not null;

-- The round's question, which now also publishes: the articles whose moment has come become published (their date
-- the round's, when visitors could first read them), and then the pages are due for a rebuild when either such an
-- article was published now or a content version went live since the last build was sent, as before.
create or replace function public.content_due_for_rebuild() returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  published integer;
begin
  update public.articles set status = 'published'
  where status = 'draft' and scheduled_for <= pg_catalog.now();
  get diagnostics published = row_count;
  return published > 0 or exists (
    select 1
    from public.content_versions as version, private.site_rebuild as rebuild
    where rebuild.id = 1
      and version.live_at > version.published_at
      and version.live_at <= pg_catalog.now()
      and version.live_at > coalesce(rebuild.sent_at, '-infinity'::timestamptz)
  );
end;
$$;

revoke all on function public.content_due_for_rebuild() from public, anon, authenticated;
grant execute on function public.content_due_for_rebuild() to service_role;
