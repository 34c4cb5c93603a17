import { describe, expect, it } from 'vitest';
import type { PublishedArticle } from '@cg/data/published';
import { sameArticle } from './useFreshArticle';

const built: PublishedArticle = {
  id: '7d1c0b9e-2f4a-4c1e-9a51-0c7f3b2a1d10',
  slug: 'pos-dialegoume',
  title: 'Πώς διαλέγουμε',
  excerpt: 'Περίληψη',
  category: 'education',
  thumbnail_url: null,
  featured: true,
  published_at: '2026-11-20T10:00:00+00:00',
  content: '## Βήμα 1',
};

describe('sameArticle', () => {
  it('is the same when every field is equal, whatever the key order', () => {
    const reordered = Object.fromEntries(Object.entries(built).reverse()) as PublishedArticle;
    expect(sameArticle(built, reordered)).toBe(true);
  });

  it('differs when the content, the title, a flag or the date changed', () => {
    for (const change of [
      { content: '## Βήμα 2' },
      { title: 'Άλλος τίτλος' },
      { featured: false },
      { published_at: '2026-11-21T10:00:00+00:00' },
      { thumbnail_url: 'https://example.gr/a.jpg' },
    ]) {
      expect(sameArticle(built, { ...built, ...change }), JSON.stringify(change)).toBe(false);
    }
  });

  it('differs when the article is gone (unpublished or deleted since the build)', () => {
    expect(sameArticle(built, null)).toBe(false);
  });

  it('differs when the backend sends a field the page did not have', () => {
    expect(sameArticle(built, { ...built, extra: 'x' } as PublishedArticle)).toBe(false);
  });
});
