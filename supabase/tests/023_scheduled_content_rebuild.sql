-- A version published for later is rebuilt into the pages once its time has come (issue 64): the question the
-- scheduled site-rebuild asks is true from that time until a build is sent, never for a version published at once,
-- and only the service role may ask it.
begin;
select plan(7);

set local role service_role;
select is(public.content_due_for_rebuild(), false, 'the seed asks for no rebuild');
reset role;

-- Published at once a minute ago, after the last build: that publish asked for its own rebuild.
update private.site_rebuild set sent_at = now() - interval '1 hour' where id = 1;
insert into public.content_versions (document_key, number, data, published_at, live_at)
select 'company', 2, draft, now() - interval '1 minute', now() - interval '1 minute' from public.content_documents where key = 'company';
set local role service_role;
select is(public.content_due_for_rebuild(), false, 'a version published at once is not asked for again');
reset role;

-- Published yesterday for an hour from now: not yet.
insert into public.content_versions (document_key, number, data, published_at, live_at)
select 'company', 3, draft, now() - interval '1 day', now() + interval '1 hour' from public.content_documents where key = 'company';
set local role service_role;
select is(public.content_due_for_rebuild(), false, 'a version whose time has not come waits');
reset role;

-- Published yesterday for ten minutes ago, and the last build was sent before that: due.
insert into public.content_versions (document_key, number, data, published_at, live_at)
select 'company', 4, draft, now() - interval '1 day', now() - interval '10 minutes' from public.content_documents where key = 'company';
set local role service_role;
select is(public.content_due_for_rebuild(), true, 'a version whose time has come since the last build asks for one');
reset role;

update private.site_rebuild set sent_at = now() where id = 1;
set local role service_role;
select is(public.content_due_for_rebuild(), false, 'and no longer once a build was sent after it');
reset role;

set local role anon;
select throws_ok($$ select public.content_due_for_rebuild() $$, '42501', null, 'a visitor may not ask');
reset role;
set local role authenticated;
select throws_ok($$ select public.content_due_for_rebuild() $$, '42501', null, 'nor may a signed-in account');
reset role;

select * from finish();
rollback;
