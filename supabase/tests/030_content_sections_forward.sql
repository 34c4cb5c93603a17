-- A kind that grows brings its documents forward (docs/decisions/036): a database that held «page-sections» before
-- migration 20261216090000 (staff's edit live, another scheduled, a third in the draft) keeps every word staff wrote and
-- gains today's words for the new texts, so the build reads a valid version now and at the scheduled moment; run
-- twice, the migration adds nothing more.
begin;
select plan(7);

-- The kind as it was, and the document in its old shape: the new texts taken out, one edit at each stage.
\ir ../migrations/20261215090000_content_sections.sql
create function pg_temp.old_shape(data jsonb, stats_title text) returns jsonb language sql as $$
  select pg_catalog.jsonb_set(
    (data - 'articles') #- '{students,coupon}' #- '{home,podcast}' #- '{home,contact,detailsTitle}' #- '{home,contact,hoursTitle}' #- '{home,contact,areasTitle}'
      -- and what later migrations added (20261219090000)
      #- '{about,header}' #- '{students,claim,intro}' #- '{mixanografika,chooseUs,intro}' #- '{seminaria,header,intro}' #- '{seminaria,certification}' #- '{home,stats,ratingDetail}',
    '{home,stats,title}', pg_catalog.to_jsonb(stats_title))
$$;
insert into public.content_versions (document_key, number, data)
  select key, (select max(number) + 1 from public.content_versions where document_key = key), pg_temp.old_shape(draft, 'Σε αριθμούς')
  from public.content_documents where key = 'page-sections';
insert into public.content_versions (document_key, number, data, live_at)
  select key, (select max(number) + 1 from public.content_versions where document_key = key), pg_temp.old_shape(draft, 'Αύριο σε αριθμούς'),
    '2099-01-01 09:00+02'
  from public.content_documents where key = 'page-sections';
update public.content_documents set draft = pg_temp.old_shape(draft, 'Πρόχειρο σε αριθμούς'), revision = 7 where key = 'page-sections';
create temporary table versions_before as select count(*) as n from public.content_versions where document_key = 'page-sections';

\ir ../migrations/20261216090000_content_sections_articles.sql

select results_eq(
  $$ select data #>> '{home,stats,title}', data #>> '{articles,latest,title}', data #>> '{home,contact,hoursTitle}', data #>> '{home,podcast,eyebrow}',
       data #>> '{students,coupon,title}'
     from public.published_content() where key = 'page-sections' $$,
  $$ values ('Σε αριθμούς', 'Τελευταία Άρθρα', 'Ωράριο λειτουργίας', 'Video podcast', 'Έχετε κουπόνι;') $$,
  'what is live keeps staff''s edit and gains the new texts');
select results_eq(
  $$ select data #>> '{home,stats,title}', data #>> '{articles,header,title}', published_by_email from public.content_versions
     where document_key = 'page-sections' and live_at = '2099-01-01 09:00+02' order by number desc limit 1 $$,
  $$ values ('Αύριο σε αριθμούς', 'Άρθρα, Αναλύσεις & Περιεχόμενο', null::text) $$,
  'what is scheduled goes live with the new texts too, without an author');
select results_eq(
  $$ select draft #>> '{home,stats,title}', draft #>> '{home,contact,areasTitle}', revision from public.content_documents where key = 'page-sections' $$,
  $$ values ('Πρόχειρο σε αριθμούς', 'Πόλεις που εξυπηρετούμε', 8) $$,
  'the draft keeps its edit, gains the new texts, and its revision moves on (an editor open on 7 is refused)');
select is((select count(*) from public.content_versions where document_key = 'page-sections') - (select n from versions_before), 2::bigint,
  'two twins: the live version''s and the scheduled one''s');
select is((select data #> '{home,contact}' from public.content_versions where document_key = 'page-sections' order by number desc limit 1) ?& array['title', 'intro', 'detailsTitle', 'hoursTitle', 'areasTitle'],
  true, 'the contact block keeps its title and introduction beside its sub-headings');

\ir ../migrations/20261216090000_content_sections_articles.sql
select is((select count(*) from public.content_versions where document_key = 'page-sections') - (select n from versions_before), 2::bigint,
  'run again, the migration adds no version');
select is((select revision from public.content_documents where key = 'page-sections'), 8, 'nor moves the draft''s revision');

select * from finish();
rollback;
