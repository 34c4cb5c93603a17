-- Local data: a few articles so the admin and public pages have something to show. Distinct creation
-- times keep "newest first" well defined. Storybook starts every story from these rows (the stories' snapshot).
insert into public.articles (title, slug, category, excerpt, content, featured, status, created_at)
values
  ('Πώς διαλέγουμε σπουδές χωρίς άγχος', 'pos-dialegoume-spoudes-choris-agchos', 'education',
   'Πέντε βήματα για μια ήρεμη απόφαση.', E'## Βήμα 1\n\nΓνώρισε τα ενδιαφέροντά σου.', true, 'published', now() - interval '3 days'),
  ('Τα επαγγέλματα με ζήτηση το 2026', 'ta-epangelmata-me-zitisi-to-2026', 'work',
   'Τι δείχνουν τα στοιχεία της αγοράς εργασίας.', null, false, 'published', now() - interval '2 days'),
  ('Μηχανογραφικό: συχνά λάθη', 'michanografiko-sychna-lathi', 'education',
   null, null, false, 'draft', now() - interval '1 day')
on conflict (slug) do nothing;
