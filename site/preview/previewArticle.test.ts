import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { asPublished, previewedArticleSchema } from './previewArticle';

const draft = {
  title: 'Οδηγός σπουδών',
  slug: 'odigos-spoudon',
  category: 'work',
  excerpt: '',
  content: '## Βήμα 1',
  thumbnail_url: 'data:image/png;base64,iVBORw0KGgo=',
  published_at: '2026-11-30T10:00:00.000Z',
};

describe('the article editor’s draft, as the preview page reads it from the tab', () => {
  it('is shown as the article’s page: its text, its picture, its day; an empty excerpt is none', () => {
    const parsed = v.parse(previewedArticleSchema, draft);
    expect(asPublished(parsed)).toMatchObject({ title: 'Οδηγός σπουδών', category: 'work', excerpt: null, content: '## Βήμα 1' });
    expect(v.safeParse(previewedArticleSchema, { ...draft, thumbnail_url: 'https://cdn.example.gr/a.png' }).success).toBe(true);
    expect(v.safeParse(previewedArticleSchema, { ...draft, thumbnail_url: null }).success).toBe(true);
  });

  it('is refused when a stranger wrote it: a script address for the picture, a page as a picture, a title of two lines', () => {
    for (const thumbnail_url of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml,<svg onload=alert(1)>'])
      expect(v.safeParse(previewedArticleSchema, { ...draft, thumbnail_url }).success, thumbnail_url).toBe(false);
    expect(v.safeParse(previewedArticleSchema, { ...draft, title: 'Δύο\nγραμμές' }).success).toBe(false);
    expect(v.safeParse(previewedArticleSchema, { ...draft, slug: '../admin' }).success).toBe(false);
    expect(v.safeParse(previewedArticleSchema, { ...draft, published_at: 'χθες' }).success).toBe(false);
  });
});
