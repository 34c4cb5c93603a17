-- The texts that said a fact from code become staff's (docs/decisions/036, «A text that names a fact»): a database that
-- held «page-sections» before migration 20261219090000 (staff's edit live, another scheduled, a third in the draft)
-- keeps every word staff wrote and gains today's words, with the facts named in braces, so the build reads a valid
-- version now and at the scheduled moment; run twice, the migration adds nothing more.
begin;
select plan(6);

-- The kind as it was, and the document in its old shape: the new texts taken out, one edit at each stage.
\ir ../migrations/20261216090000_content_sections_articles.sql
create function pg_temp.old_shape(data jsonb, vision_title text) returns jsonb language sql as $$
  select pg_catalog.jsonb_set(
    data #- '{about,header}' #- '{students,claim,intro}' #- '{mixanografika,chooseUs,intro}' #- '{seminaria,header,intro}' #- '{seminaria,certification}' #- '{home,stats,ratingDetail}',
    '{about,vision,title}', pg_catalog.to_jsonb(vision_title))
$$;
insert into public.content_versions (document_key, number, data)
  select key, (select max(number) + 1 from public.content_versions where document_key = key), pg_temp.old_shape(draft, 'Το όραμα')
  from public.content_documents where key = 'page-sections';
insert into public.content_versions (document_key, number, data, live_at)
  select key, (select max(number) + 1 from public.content_versions where document_key = key), pg_temp.old_shape(draft, 'Αύριο το όραμα'),
    '2099-01-01 09:00+02'
  from public.content_documents where key = 'page-sections';
update public.content_documents set draft = pg_temp.old_shape(draft, 'Πρόχειρο όραμα'), revision = 7 where key = 'page-sections';
create temporary table versions_before as select count(*) as n from public.content_versions where document_key = 'page-sections';

\ir ../migrations/20261219090000_content_fact_names.sql

select results_eq(
  $$ select data #>> '{about,vision,title}', data #>> '{about,header,title}', data #>> '{students,claim,intro}', data #>> '{seminaria,certification,note}',
       data #>> '{home,stats,ratingDetail}', data #>> '{home,stats,title}'
     from public.published_content() where key = 'page-sections' $$,
  $$ values ('Το όραμα', 'Σχετικά με την {επωνυμία}', 'Τα τεστ μας έχουν χρησιμοποιήσει πάνω από {χρήστες} χρήστες τα τελευταία {χρόνια} χρόνια.',
       'Η πιστοποίηση απονέμεται από το {κέντρο-πιστοποίησης}.', 'από {κριτικές} κριτικές', 'Τα νούμερά μας') $$,
  'what is live keeps staff''s edit and gains the new texts, their facts named in braces');
select is(
  (select private.json_schema_errors(s.schema, v.data) from public.content_versions as v, public.content_schemas as s
   where v.document_key = 'page-sections' and s.kind = 'sections' and v.live_at = '2099-01-01 09:00+02' order by v.number desc limit 1),
  '{}'::text[], 'what is scheduled goes live with the new texts too, and passes the schema');
select results_eq(
  $$ select draft #>> '{about,vision,title}', draft #>> '{mixanografika,chooseUs,title}', draft #>> '{seminaria,header,title}', revision
     from public.content_documents where key = 'page-sections' $$,
  $$ values ('Πρόχειρο όραμα', 'Γιατί εμάς', 'Σεμινάριο πιστοποίησης στον επαγγελματικό προσανατολισμό', 8) $$,
  'the draft keeps its edit and the titles beside the new introductions, and its revision moves on');
select is((select count(*) from public.content_versions where document_key = 'page-sections') - (select n from versions_before), 2::bigint,
  'two twins: the live version''s and the scheduled one''s');

\ir ../migrations/20261219090000_content_fact_names.sql
select is((select count(*) from public.content_versions where document_key = 'page-sections') - (select n from versions_before), 2::bigint,
  'run again, the migration adds no version');
select is((select revision from public.content_documents where key = 'page-sections'), 8, 'nor moves the draft''s revision');

select * from finish();
rollback;
