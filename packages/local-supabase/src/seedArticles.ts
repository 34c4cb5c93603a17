/**
 * Made-up published articles for measuring /articles at scale (issue 24): `count` articles, one a week
 * back from `now` (a company publishing weekly), in both categories, each with a title, an excerpt and a
 * short Markdown body, none featured (the seed's own featured article keeps the slot). Slugs carry the
 * run's tag, so seeding twice adds more instead of failing on the unique slug.
 */
import type { Database } from './sql';

const topics = [
  'Πώς επιλέγω σχολή',
  'Το μηχανογραφικό βήμα βήμα',
  'Επαγγέλματα του μέλλοντος',
  'Σπουδές στο εξωτερικό',
  'Άγχος των εξετάσεων',
  'Πρώτη δουλειά μετά τις σπουδές',
  'Δεξιότητες που ζητούν οι εργοδότες',
  'Μεταπτυχιακό ή εργασία',
  'Συνέντευξη εργασίας',
  'Οι γονείς και η επιλογή σπουδών',
];

export async function seedArticles(
  db: Database,
  { count, now = Date.now(), tag = Date.now().toString(36) }: { count: number; now?: number; tag?: string },
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `with made as (
       insert into public.articles (title, slug, category, excerpt, content, featured, status, published_at)
       select ($2::text[])[(n - 1) % pg_catalog.array_length($2::text[], 1) + 1] || ' (' || n || ')',
              'seed-' || $3 || '-' || n,
              (case when n % 2 = 0 then 'work' else 'education' end)::public.article_category,
              'Σημείωμα ' || n || ' της σειράς: τι χρειάζεται να ξέρει ένας μαθητής ή ένας γονιός.',
              '## Σημείωμα ' || n || E'\n\nΔοκιμαστικό κείμενο για μετρήσεις σε κλίμακα.',
              false,
              'published',
              pg_catalog.to_timestamp($4::double precision / 1000) - n * interval '7 days'
       from pg_catalog.generate_series(1, $1::int) n
       returning 1
     )
     select count(*)::int as n from made`,
    [count, topics, tag, now],
  );
  return rows[0]!.n;
}
