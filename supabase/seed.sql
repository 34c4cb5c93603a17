-- Local data: a few articles so the admin and public pages have something to show.
insert into public.articles (title, slug, category, excerpt, content, featured, status)
values
  ('Πώς διαλέγουμε σπουδές χωρίς άγχος', 'pos-dialegoume-spoudes-choris-agchos', 'education',
   'Πέντε βήματα για μια ήρεμη απόφαση.', '## Βήμα 1\n\nΓνώρισε τα ενδιαφέροντά σου.', true, 'published'),
  ('Τα επαγγέλματα με ζήτηση το 2026', 'ta-epangelmata-me-zitisi-to-2026', 'work',
   'Τι δείχνουν τα στοιχεία της αγοράς εργασίας.', null, false, 'published'),
  ('Μηχανογραφικό: συχνά λάθη', 'michanografiko-sychna-lathi', 'education',
   null, null, false, 'draft')
on conflict (slug) do nothing;
