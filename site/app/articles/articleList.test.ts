import { describe, expect, it } from 'vitest';
import type { PublishedArticleSummary } from '@cg/data/published';
import { pressArticles, type PressArticle } from '@cg/content/pressArticles';
import {
  categoriesOf,
  featuredOf,
  fromPress,
  fromStored,
  latestArticles,
  latestIn,
  matchesSearch,
  mergeByDate,
  searchKey,
  type ListedArticle,
} from './articleList';

const press = (overrides: Partial<PressArticle>): PressArticle => ({
  title: 'Τίτλος',
  description: 'Περιγραφή',
  url: 'https://outlet.example/a',
  publication: 'Outlet',
  date: '2025-01-01',
  category: 'Εκπαίδευση',
  image: '/media/poster-1.webp',
  featured: false,
  ...overrides,
});

const stored = (overrides: Partial<PublishedArticleSummary>): PublishedArticleSummary => ({
  title: 'Δικό μας άρθρο',
  slug: 'diko-mas-arthro',
  category: 'work',
  excerpt: null,
  thumbnail_url: null,
  featured: false,
  published_at: '2025-06-01T09:00:00+00:00',
  ...overrides,
});

const all: ListedArticle[] = fromPress(pressArticles);

describe('the /articles rules', () => {
  it('searches without case, accents or final sigma', () => {
    expect(searchKey('Εκπαίδευσης')).toBe('εκπαιδευσησ');
    const article = fromPress([press({ title: 'Νέα Εκπαίδευση', description: 'Ένας Δρόμος' })])[0]!;
    expect(matchesSearch(article, 'εκπαιδευση')).toBe(true);
    expect(matchesSearch(article, 'ΕΚΠΑΊΔΕΥΣΗ')).toBe(true);
    expect(matchesSearch(article, 'δρομοσ')).toBe(true);
    expect(matchesSearch(article, 'δρόμος')).toBe(true);
    expect(matchesSearch(article, '  ')).toBe(true);
    expect(matchesSearch(article, 'αγορά')).toBe(false);
  });

  it('keys every entry uniquely, even two alike', () => {
    const twins = fromPress([press({}), press({})]);
    expect(new Set(twins.map((article) => article.key)).size).toBe(2);
    expect(new Set(all.map((article) => article.key)).size).toBe(all.length);
  });

  it('carries at least 24 press entries across both categories', () => {
    expect(pressArticles.length).toBeGreaterThanOrEqual(24);
    expect(categoriesOf(all)).toEqual(['Αγορά Εργασίας', 'Εκπαίδευση']);
  });

  it('derives the categories from the data', () => {
    const list = fromPress([press({ category: 'Εκπαίδευση' }), press({ category: 'Εκπαίδευση' })]);
    expect(categoriesOf(list)).toEqual(['Εκπαίδευση']);
  });

  it('orders categories alphabetically in Greek, accents and case aside, as a Greek collator does', () => {
    const names = ['Ωδείο', 'άρθρα', 'Αγορά Εργασίας', 'Έρευνα', 'εκπαίδευση', 'Ζωή', 'Ήχος', 'Θέατρο'];
    const list = fromPress([press({})]).flatMap((article) => names.map((category) => ({ ...article, category })));
    expect(categoriesOf(list)).toEqual([...names].sort(new Intl.Collator('el').compare));
  });

  it('merges stored articles with the press by date, newest first, in the stored category', () => {
    const newest = stored({ published_at: '2026-11-20T10:00:00+00:00', category: 'education', slug: 'neo' });
    const merged = mergeByDate(fromStored([newest]), fromPress([press({ date: '2025-01-01' }), press({ date: '2026-01-01' })]));
    expect(merged.map((article) => article.date)).toEqual(['2026-11-20T10:00:00+00:00', '2026-01-01', '2025-01-01']);
    expect(merged[0]).toMatchObject({ href: '/articles/neo', external: false, category: 'Εκπαίδευση' });
    expect(merged[1]).toMatchObject({ external: true });
  });

  it('features the first flagged entry in date order, which may be one written in the admin', () => {
    expect(featuredOf(all)?.title).toBe(pressArticles.find((entry) => entry.featured)?.title);
    const merged = mergeByDate(
      fromStored([stored({ featured: true, published_at: '2026-11-20T10:00:00+00:00', title: 'Από τον διαχειριστή' })]),
      all,
    );
    expect(featuredOf(merged)?.title).toBe('Από τον διαχειριστή');
    expect(featuredOf(fromPress([press({})]))).toBeUndefined();
  });

  it('shows at most 10 latest, without the featured one, filtered by search and category', () => {
    const featured = featuredOf(all);
    const latest = latestArticles(all, { query: '', category: null });
    expect(latest).toHaveLength(10);
    expect(latest).not.toContainEqual(featured);
    expect(latest.map((article) => article.date)).toEqual([...latest.map((article) => article.date)].sort().reverse());
    const work = latestArticles(all, { query: '', category: 'Αγορά Εργασίας' });
    expect(work.every((article) => article.category === 'Αγορά Εργασίας')).toBe(true);
    const searched = latestArticles(all, { query: 'μηχανογραφικο', category: null });
    expect(searched.map((article) => article.title)).toEqual(['Μηχανογραφικό 2025: τα πέντε συχνότερα λάθη']);
    expect(latestArticles(all, { query: 'κανένα αποτέλεσμα εδώ', category: null })).toEqual([]);
  });

  it('leaves every featured article out of the latest, not only the one in the featured slot', () => {
    const second = stored({ featured: true, published_at: '2026-11-20T10:00:00+00:00', title: 'Δεύτερο επιλεγμένο' });
    const third = stored({ featured: true, published_at: '2026-11-21T10:00:00+00:00', title: 'Τρίτο επιλεγμένο', slug: 'trito' });
    const merged = mergeByDate(fromStored([second, third]), all);
    expect(featuredOf(merged)?.title).toBe('Τρίτο επιλεγμένο');
    const latest = latestArticles(merged, { query: '', category: null });
    expect(latest).toHaveLength(10);
    expect(latest.filter((article) => article.featured)).toEqual([]);
    expect(latest.map((article) => article.title)).not.toContain('Δεύτερο επιλεγμένο');
  });

  it('fills each side column with the five newest of its category', () => {
    const education = latestIn(all, 'Εκπαίδευση');
    expect(education).toHaveLength(5);
    expect(education.every((article) => article.category === 'Εκπαίδευση')).toBe(true);
    expect(education[0]?.date).toBe(all.filter((article) => article.category === 'Εκπαίδευση')[0]?.date);
    expect(latestIn(all, 'Αγορά Εργασίας')).toHaveLength(5);
  });
});
