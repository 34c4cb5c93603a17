-- Cards on a page without a lead form (docs/decisions/036): /tests' reasons and /about's values are `formless-cards`,
-- whose link to `#lead-form` the database refuses however the version is written; a page of the site it takes.
begin;
select plan(4);

select results_eq($$ select key, kind from public.content_documents where key in ('about-values', 'tests-reasons') order by key $$,
  $$ values ('about-values', 'formless-cards'), ('tests-reasons', 'formless-cards') $$, 'both are cards of a page without a form');
select is((select count(*)::int from public.content_documents where kind = 'cards' and key in ('students-counselling', 'foreis-services')), 2,
  'cards on a page with a form keep their kind');

create function pg_temp.with_link(href text) returns jsonb language sql as $$
  select pg_catalog.jsonb_set(draft, '{items,0,action}', pg_catalog.jsonb_build_object('label', 'Σύνδεσμος', 'href', href))
  from public.content_documents where key = 'about-values'
$$;
select throws_ok($$ insert into public.content_versions (document_key, number, data)
    values ('about-values', 100, pg_temp.with_link('#lead-form')) $$,
  '23514', null, 'a card of /about leading to a form the page does not have is refused');
select lives_ok($$ insert into public.content_versions (document_key, number, data)
    values ('about-values', 100, pg_temp.with_link('/tests')) $$,
  'a card of /about leading to /tests is stored');

select * from finish();
rollback;
