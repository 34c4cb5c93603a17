-- /articles' one call: the newest featured article, the newest non-featured ones for the filters, the
-- side columns; published articles only, whoever asks; searches fold accents and are never patterns.
begin;
select plan(13);

delete from public.articles;
insert into public.articles (title, slug, category, excerpt, featured, status, published_at) values
  ('Παλιό επιλεγμένο', 'palio-epilegmeno', 'education', null, true, 'published', now() - interval '9 days'),
  ('Νέο επιλεγμένο', 'neo-epilegmeno', 'work', null, true, 'published', now() - interval '1 day'),
  ('Μηχανογραφικό: τα λάθη', 'michanografiko', 'education', 'Συχνά λάθη στις δηλώσεις.', false, 'published', now() - interval '2 days'),
  ('Επαγγέλματα με ζήτηση', 'epangelmata', 'work', 'Τι δείχνουν τα στοιχεία 100%', false, 'published', now() - interval '3 days'),
  ('Πρόχειρο μηχανογραφικό', 'procheiro', 'education', null, false, 'draft', null);
insert into public.articles (title, slug, category, status, published_at)
select 'Σειρά ' || n, 'seira-' || n, 'education', 'published', now() - interval '1 month' - n * interval '1 hour'
from generate_series(1, 12) n;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
create temporary table listing on commit drop as select public.article_listing() as body;
select is((select body -> 'featured' ->> 'slug' from listing), 'neo-epilegmeno', 'the featured slot holds the newest featured article');
select is((select jsonb_array_length(body -> 'latest') from listing), 10, 'latest holds ten');
select is(
  (select array_agg(value ->> 'slug') from listing, jsonb_array_elements(body -> 'latest') where (value ->> 'featured')::boolean),
  null, 'latest leaves every featured article out'
);
select is((select body -> 'latest' -> 0 ->> 'slug' from listing), 'michanografiko', 'newest first');
select is((select jsonb_array_length(body -> 'columns' -> 'education') from listing), 5, 'a column holds five');
select is((select body -> 'columns' -> 'work' -> 0 ->> 'slug' from listing), 'neo-epilegmeno', 'a column keeps featured articles');
select is((select body -> 'latest' -> 0 ? 'content' or body -> 'latest' -> 0 ? 'search_text' from listing), false, 'no Markdown, no search text');
select is(
  (select array_agg(value ->> 'slug') from jsonb_array_elements(public.article_listing(search => 'ΜΗΧΑΝΟΓΡΑΦΙΚΟ') -> 'latest')),
  array['michanografiko'], 'the search folds case and accents and finds no draft'
);
select is(
  (select array_agg(value ->> 'slug') from jsonb_array_elements(public.article_listing(search => 'λαθη στισ') -> 'latest')),
  array['michanografiko'], 'it reads the excerpt too, final sigma as sigma'
);
select is(jsonb_array_length(public.article_listing(search => 'τα λάθη συχνά') -> 'latest'), 0, 'no match across title and excerpt');
select is(
  (select array_agg(value ->> 'slug') from jsonb_array_elements(public.article_listing(search => '100%', category => 'work') -> 'latest')),
  array['epangelmata'], 'a % is text to find, and the category filters'
);
select is(jsonb_array_length(public.article_listing(search => '_') -> 'latest'), 0, 'an underscore is not a wildcard');
select throws_ok($$ select public.article_listing(latest_size => 5000) $$, '22023', null, 'a page larger than 50 is refused');
reset role;

select * from finish();
rollback;
