-- The privacy notice's version follows the company's facts it names (issue 64): a publish that changes the phone, the
-- e-mail, the name or the office's address counts one revision from its live time, as does one that changes the
-- notice's own facts (privacy-facts); any other change counts none, a version not yet live counts nothing, and a
-- visitor (the build) may ask.
begin;
select plan(9);

select results_eq($$ select revision, since from public.privacy_notice_facts() $$, $$ values (0, null::timestamptz) $$,
  'the seed is the notice as written');

-- A new social link: not a fact the notice names.
insert into public.content_versions (document_key, number, data, published_at, live_at)
select 'company', 2, jsonb_set(draft, '{social,facebook}', '"https://www.facebook.com/another"'), now() - interval '3 days', now() - interval '3 days'
from public.content_documents where key = 'company';
select is((select revision from public.privacy_notice_facts()), 0, 'a change the notice does not show makes no new version');

-- A new phone, live two days ago.
insert into public.content_versions (document_key, number, data, published_at, live_at)
select 'company', 3, jsonb_set(data, '{phone,display}', '"211 111 1111"'), now() - interval '2 days', now() - interval '2 days'
from public.content_versions where document_key = 'company' and number = 2;
select is((select revision from public.privacy_notice_facts()), 1, 'a new phone makes the next version');
select ok((select since from public.privacy_notice_facts()) between now() - interval '2 days 1 minute' and now() - interval '2 days' + interval '1 minute',
  'dated from the day it went live');

-- The old phone restored: the facts changed again.
insert into public.content_versions (document_key, number, data, published_at, live_at)
select 'company', 4, data, now() - interval '1 day', now() - interval '1 day'
from public.content_versions where document_key = 'company' and number = 1;
select is((select revision from public.privacy_notice_facts()), 2, 'a restore that changes them back is a change too');

-- A new e-mail published for tomorrow: not yet.
insert into public.content_versions (document_key, number, data, published_at, live_at)
select 'company', 5, jsonb_set(data, '{email}', '"hello@example.gr"'), now(), now() + interval '1 day'
from public.content_versions where document_key = 'company' and number = 4;
select is((select revision from public.privacy_notice_facts()), 2, 'a version whose time has not come counts nothing');

-- The notice's own facts: a new legal name, live an hour ago, is the next version too; the same facts again are not.
insert into public.content_versions (document_key, number, data, published_at, live_at)
select 'privacy-facts', 2, jsonb_set(data, '{legalName}', '"Πυξίδα Καριέρας Μονοπρόσωπη Ι.Κ.Ε., ΑΦΜ 999999999"'), now() - interval '1 hour', now() - interval '1 hour'
from public.content_versions where document_key = 'privacy-facts' and number = 1;
select is((select revision from public.privacy_notice_facts()), 3, 'a change to the notice''s own facts makes the next version');
insert into public.content_versions (document_key, number, data, published_at, live_at)
select 'privacy-facts', 3, data, now() - interval '30 minutes', now() - interval '30 minutes'
from public.content_versions where document_key = 'privacy-facts' and number = 2;
select is((select revision from public.privacy_notice_facts()), 3, 'the same facts published again make none');

set local role anon;
select is((select revision from public.privacy_notice_facts()), 3, 'a visitor (the build) reads it');
reset role;

select * from finish();
rollback;
