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

-- Two upcoming information days and a draft, at Athens times a fortnight and a month from the day the data is
-- seeded. Their places are examples, not real venues.
insert into public.events (id, title, audience, description, starts_at, ends_at, address, city, online_url, seats, published)
values
  ('5e1d0000-0000-4000-8000-000000000001', 'Ημερίδα για μαθητές Λυκείου', 'pupils',
   'Τεστ, ομιλίες και συζήτηση με φοιτητές και επαγγελματίες.',
   ((now() at time zone 'Europe/Athens')::date + 16 + time '09:00') at time zone 'Europe/Athens',
   ((now() at time zone 'Europe/Athens')::date + 16 + time '14:00') at time zone 'Europe/Athens',
   'Οδός Παραδείγματος 1', 'Αθήνα', null, 80, true),
  ('5e1d0000-0000-4000-8000-000000000002', 'Ημερίδα για γονείς', 'parents',
   'Πώς στηρίζουμε τα παιδιά μας στις επιλογές σπουδών.',
   ((now() at time zone 'Europe/Athens')::date + 30 + time '18:00') at time zone 'Europe/Athens',
   ((now() at time zone 'Europe/Athens')::date + 30 + time '20:00') at time zone 'Europe/Athens',
   null, null, 'https://meet.example.gr/imerida-goneis', 200, true),
  ('5e1d0000-0000-4000-8000-000000000003', 'Ημερίδα στη Θεσσαλονίκη (πρόχειρο)', 'everyone',
   'Θα ανακοινωθεί όταν κλείσει η αίθουσα.',
   ((now() at time zone 'Europe/Athens')::date + 45 + time '10:00') at time zone 'Europe/Athens',
   ((now() at time zone 'Europe/Athens')::date + 45 + time '13:00') at time zone 'Europe/Athens',
   'Οδός Παραδείγματος 2', 'Θεσσαλονίκη', null, 60, false)
on conflict (id) do nothing;
